"""A text adventure driven by a scripted list of commands: rooms in a module
table, an Enum for game state, a parser with verb aliases, inventory, locked
doors, a scoring table, and a transcript."""

from enum import Enum


class State(Enum):
    PLAYING = 1
    WON = 2
    DEAD = 3
    QUIT = 4


NORTH, SOUTH, EAST, WEST, UP, DOWN = "north", "south", "east", "west", "up", "down"
DIRECTIONS = {"n": NORTH, "s": SOUTH, "e": EAST, "w": WEST, "u": UP, "d": DOWN}
OPPOSITE = {NORTH: SOUTH, SOUTH: NORTH, EAST: WEST, WEST: EAST, UP: DOWN, DOWN: UP}
ALIASES = {"get": "take", "grab": "take", "l": "look", "i": "inventory",
           "inv": "inventory", "go": "walk", "q": "quit", "x": "examine"}

ROOMS = {
    "hall": ("Great Hall", "Dusty banners hang from the rafters.",
             {NORTH: "library", EAST: "kitchen", UP: "tower"}),
    "library": ("Library", "Shelves of rotting books line the walls.",
                {SOUTH: "hall", WEST: "study"}),
    "study": ("Study", "A desk with a single drawer faces the window.",
              {EAST: "library"}),
    "kitchen": ("Kitchen", "It smells of old soup.",
                {WEST: "hall", DOWN: "cellar"}),
    "cellar": ("Cellar", "Something drips in the dark.", {UP: "kitchen"}),
    "tower": ("Tower Top", "Wind howls around a locked chest.", {DOWN: "hall"}),
}

ITEMS = {
    "lamp": ("kitchen", "a brass lamp", 0),
    "key": ("study", "a small iron key", 5),
    "book": ("library", "a book titled 'Doors and Their Secrets'", 2),
    "coin": ("cellar", "a tarnished gold coin", 10),
    "crown": ("tower", "the lost crown", 50),
}

LOCKED = {("hall", UP): "key"}
DARK = {"cellar"}

SCRIPT = """
look
take lamp
x lamp
e
grab lamp
x lamp
d
take coin
u
w
go north
w
get key
inventory
e
s
u
take crown
dance
n
open chest
d
e
d
take coin
u
w
u
open chest
take crown
score
"""


class Game:
    def __init__(self):
        self.room = "hall"
        self.items = {name: where for name, (where, _, _) in ITEMS.items()}
        self.inventory = []
        self.state = State.PLAYING
        self.moves = 0
        self.visited = {"hall"}
        self.unlocked = set()
        self.chest_open = False
        self.log = []

    def say(self, text):
        self.log.append(text)

    @property
    def score(self):
        pts = sum(ITEMS[i][2] for i in self.inventory)
        return pts + 2 * len(self.visited)

    def can_see(self):
        return self.room not in DARK or "lamp" in self.inventory

    def describe(self):
        title, desc, exits = ROOMS[self.room]
        if not self.can_see():
            self.say("It is pitch dark. You might be eaten by a grue.")
            return
        self.say(f"== {title} ==")
        self.say(desc)
        here = sorted(i for i, w in self.items.items() if w == self.room)
        for i in here:
            self.say(f"You see {ITEMS[i][1]}.")
        self.say("Exits: " + ", ".join(sorted(exits)))

    def walk(self, direction):
        direction = DIRECTIONS.get(direction, direction)
        exits = ROOMS[self.room][2]
        if direction not in exits:
            self.say("You can't go that way.")
            return
        need = LOCKED.get((self.room, direction))
        if need and (self.room, direction) not in self.unlocked:
            if need in self.inventory:
                self.unlocked.add((self.room, direction))
                self.say(f"You unlock the way {direction} with the {need}.")
            else:
                self.say("The way is locked.")
                return
        if not self.can_see() and direction != self.came_from():
            self.say("You stumble in the dark and fall. The end.")
            self.state = State.DEAD
            return
        self.room = exits[direction]
        self.visited.add(self.room)
        self.describe()

    def came_from(self):
        return UP if self.room == "cellar" else ""

    def take(self, name):
        if self.items.get(name) != self.room or not self.can_see():
            self.say(f"There is no {name} here.")
        elif name == "crown" and not self.chest_open:
            self.say("The crown is inside the locked chest.")
        else:
            del self.items[name]
            self.inventory.append(name)
            self.say(f"Taken: {ITEMS[name][1]}.")
            if name == "crown":
                self.state = State.WON

    def command(self, line):
        words = line.lower().split()
        if not words:
            return
        verb = ALIASES.get(words[0], words[0])
        args = words[1:]
        self.moves += 1
        if verb in DIRECTIONS or verb in OPPOSITE:
            self.walk(verb)
        elif verb == "walk":
            self.walk(args[0] if args else "")
        elif verb == "look":
            self.describe()
        elif verb == "take":
            self.take(" ".join(args))
        elif verb == "inventory":
            if self.inventory:
                self.say("You carry: " + ", ".join(self.inventory))
            else:
                self.say("You are empty-handed.")
        elif verb == "examine":
            name = args[0] if args else ""
            if name in self.inventory:
                self.say(f"It is {ITEMS[name][1]}.")
            else:
                self.say("You don't have that.")
        elif verb == "open" and args == ["chest"]:
            if self.room != "tower":
                self.say("There is no chest here.")
            elif "coin" in self.inventory:
                self.chest_open = True
                self.say("You drop the coin in the slot; the chest clicks open.")
            else:
                self.say("The chest has a coin slot.")
        elif verb == "score":
            self.say(f"Score: {self.score} in {self.moves} moves.")
        elif verb == "quit":
            self.state = State.QUIT
        else:
            self.moves -= 1
            self.say(f"I don't know how to {verb!r}.")


def main() -> None:
    game = Game()
    for line in SCRIPT.strip().splitlines():
        if game.state is not State.PLAYING:
            break
        game.say("> " + line)
        game.command(line)
    for text in game.log:
        print(text)
    print()
    print("final state:", game.state, game.state.name, game.state.value)
    print("visited %d/%d rooms: %s" % (len(game.visited), len(ROOMS), sorted(game.visited)))
    print(f"score {game.score}, moves {game.moves}")
    print(State.WON == State.WON, State(3), [s.name for s in State])


if __name__ == "__main__":
    main()
