"""A tiny scripted text adventure: rooms, items and a player state machine."""
from __future__ import annotations

from enum import Enum, auto
from typing import Optional


class GameState(Enum):
    EXPLORING = auto()
    IN_COMBAT = auto()
    WON = auto()
    DEAD = auto()


class Entity:
    def __init__(self, name: str, description: str = "") -> None:
        self.name = name
        self.description = description

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


class Item(Entity):
    def __init__(self, name: str, description: str = "", weight: int = 1, power: int = 0) -> None:
        super().__init__(name, description)
        self.weight = weight
        self.power = power

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Item) and other.name == self.name


class Monster(Entity):
    def __init__(self, name: str, hp: int, attack: int, weakness: Optional[str] = None) -> None:
        super().__init__(name)
        self.hp = hp
        self.attack = attack
        self.weakness = weakness

    @property
    def alive(self) -> bool:
        return self.hp > 0


class Room(Entity):
    def __init__(self, name: str, description: str) -> None:
        super().__init__(name, description)
        self.exits: dict[str, Room] = {}
        self.items: list[Item] = []
        self.monster: Optional[Monster] = None
        self.locked_exits: dict[str, str] = {}

    def connect(self, direction: str, other: "Room", back: str) -> None:
        self.exits[direction] = other
        other.exits[back] = self


class Player:
    MAX_WEIGHT = 6

    def __init__(self, start: Room) -> None:
        self.room = start
        self.hp = 20
        self.inventory: list[Item] = []
        self.state = GameState.EXPLORING
        self.moves = 0

    def carried_weight(self) -> int:
        return sum(item.weight for item in self.inventory)

    def best_weapon(self) -> Optional[Item]:
        weapons = [i for i in self.inventory if i.power > 0]
        return max(weapons, key=lambda i: i.power) if weapons else None


def build_world() -> Room:
    hall = Room("Hall", "A dusty entrance hall.")
    library = Room("Library", "Shelves of rotting books.")
    armory = Room("Armory", "Empty racks line the walls.")
    cellar = Room("Cellar", "It smells of damp earth.")
    vault = Room("Vault", "Gold glitters everywhere.")
    hall.connect("north", library, "south")
    hall.connect("east", armory, "west")
    library.connect("down", cellar, "up")
    cellar.connect("east", vault, "west")
    cellar.locked_exits["east"] = "brass key"
    library.items.append(Item("brass key", "small and tarnished", weight=1))
    armory.items.append(Item("sword", "a notched blade", weight=3, power=5))
    armory.items.append(Item("anvil", "far too heavy", weight=10))
    hall.items.append(Item("torch", "it flickers", weight=1, power=1))
    cellar.monster = Monster("rat king", hp=12, attack=3, weakness="torch")
    return hall


class Game:
    def __init__(self) -> None:
        self.player = Player(build_world())
        self.log: list[str] = []

    def say(self, msg: str) -> None:
        self.log.append(msg)
        print(msg)

    def handle(self, command: str) -> None:
        verb, _, arg = command.partition(" ")
        p = self.player
        if p.state in (GameState.WON, GameState.DEAD):
            return
        handler = getattr(self, "do_" + verb, None)
        if handler is None:
            self.say(f"I don't understand '{verb}'.")
            return
        p.moves += 1
        handler(arg)

    def do_look(self, _arg: str) -> None:
        room = self.player.room
        items = ", ".join(sorted(i.name for i in room.items)) or "nothing"
        exits = "/".join(sorted(room.exits))
        self.say(f"[{room.name}] {room.description} You see: {items}. Exits: {exits}")

    def do_go(self, direction: str) -> None:
        p = self.player
        if p.state is GameState.IN_COMBAT:
            self.say("You can't leave while fighting!")
            return
        room = p.room
        if direction not in room.exits:
            self.say("You bump into a wall.")
            return
        needed = room.locked_exits.get(direction)
        if needed and all(i.name != needed for i in p.inventory):
            self.say(f"The way {direction} is locked.")
            return
        p.room = room.exits[direction]
        self.say(f"You go {direction} to the {p.room.name}.")
        if p.room.monster and p.room.monster.alive:
            p.state = GameState.IN_COMBAT
            self.say(f"A {p.room.monster.name} attacks!")
        if p.room.name == "Vault":
            p.state = GameState.WON

    def do_take(self, name: str) -> None:
        p = self.player
        for item in p.room.items:
            if item.name == name:
                if p.carried_weight() + item.weight > Player.MAX_WEIGHT:
                    self.say(f"The {name} is too heavy.")
                    return
                p.room.items.remove(item)
                p.inventory.append(item)
                self.say(f"Taken: {name} (load {p.carried_weight()}/{Player.MAX_WEIGHT})")
                return
        self.say(f"There is no {name} here.")

    def do_fight(self, _arg: str) -> None:
        p = self.player
        monster = p.room.monster
        if monster is None or not monster.alive:
            self.say("Nothing to fight.")
            return
        weapon = p.best_weapon()
        damage = 1 if weapon is None else weapon.power
        if monster.weakness and any(i.name == monster.weakness for i in p.inventory):
            damage *= 2
        monster.hp -= damage
        self.say(f"You hit the {monster.name} for {damage} (hp left {max(monster.hp, 0)}).")
        if not monster.alive:
            self.say(f"The {monster.name} is defeated.")
            p.state = GameState.EXPLORING
            return
        p.hp -= monster.attack
        self.say(f"The {monster.name} hits back for {monster.attack}; you have {p.hp} hp.")
        if p.hp <= 0:
            p.state = GameState.DEAD


SCRIPT = [
    "look", "take torch", "go east", "take anvil", "take sword", "go west",
    "go north", "look", "take brass key", "dance", "go down", "go up",
    "fight", "fight", "go east", "look",
]


def main() -> None:
    game = Game()
    for cmd in SCRIPT:
        game.handle(cmd)
    p = game.player
    inv = sorted(p.inventory, key=lambda i: (-i.weight, i.name))
    print(f"Final state: {p.state.name}, hp={p.hp}, moves={p.moves}")
    print("Inventory:", inv)
    print("Lines logged: %d" % len(game.log))


if __name__ == "__main__":
    main()
