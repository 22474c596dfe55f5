"""A singly linked list class with the dunder protocol (len, iter,
getitem, repr, eq), in-place reversal, merge sort and cycle detection."""


class Node:
    __slots__ = ("value", "next")

    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for item in reversed(list(items)):
            self.push(item)

    def push(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def pop(self):
        if self.head is None:
            raise IndexError("pop from empty list")
        node = self.head
        self.head = node.next
        self.size -= 1
        return node.value

    def __len__(self):
        return self.size

    def __iter__(self):
        node = self.head
        while node is not None:
            yield node.value
            node = node.next

    def __getitem__(self, index):
        if index < 0:
            index += self.size
        for i, v in enumerate(self):
            if i == index:
                return v
        raise IndexError("linked list index out of range")

    def __repr__(self):
        return "LinkedList([" + ", ".join(repr(v) for v in self) + "])"

    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)

    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev

    def sort(self):
        self.head = merge_sort(self.head)


def merge_sort(head):
    if head is None or head.next is None:
        return head
    slow, fast = head, head.next
    while fast and fast.next:
        slow, fast = slow.next, fast.next.next
    second = slow.next
    slow.next = None
    a, b = merge_sort(head), merge_sort(second)
    dummy = tail = Node(None)
    while a and b:
        if a.value <= b.value:
            tail.next, a = a, a.next
        else:
            tail.next, b = b, b.next
        tail = tail.next
    tail.next = a or b
    return dummy.next


def has_cycle(head):
    slow = fast = head
    while fast and fast.next:
        slow, fast = slow.next, fast.next.next
        if slow is fast:
            return True
    return False


def main() -> None:
    ll = LinkedList([5, 3, 9, 1, 7, 3, 8])
    print(ll, len(ll), ll[2], ll[-1])
    ll.reverse()
    print("reversed", ll)
    ll.sort()
    print("sorted", ll, ll == LinkedList(sorted([5, 3, 9, 1, 7, 3, 8])))
    print("popped", ll.pop(), ll.pop(), "left", list(ll))
    words = LinkedList("the quick brown fox jumps".split())
    words.sort()
    print(words, max(words, key=len))
    print("cycle:", has_cycle(ll.head))
    node = ll.head
    while node.next:
        node = node.next
    node.next = ll.head.next
    print("cycle after linking:", has_cycle(ll.head))
    try:
        LinkedList().pop()
    except IndexError as e:
        print("error:", e)
    try:
        print(words[10])
    except IndexError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
