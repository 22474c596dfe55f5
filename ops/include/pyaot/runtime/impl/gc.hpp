// Definitions of gc.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of gc.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot::gc {

PYAOT_LINKED std::size_t collect() {
  Registry& r = registry;
  if (r.collecting) return 0;
  r.collecting = true;
  struct Node {
    long owners;
    long internal;
    Visitor::Traverse traverse;
    bool reachable;
  };
  std::unordered_map<const void*, Node> containers;
  std::vector<const void*> work;
  for (Object* o = r.head; o; o = o->next_) {
    const long owners = o->weak_from_this().use_count();
    // Not owned by a shared_ptr (being constructed or destroyed): held.
    o->gc_owners_ = owners == 0 ? std::numeric_limits<long>::max() / 2 : owners;
    o->gc_internal_ = 0;
    o->gc_reachable_ = false;
  }
  // References between nodes, each counted once from the node holding it.
  struct Count final : Visitor {
    std::unordered_map<const void*, Node>& containers;
    std::vector<const void*>& work;
    Count(std::unordered_map<const void*, Node>& c, std::vector<const void*>& w)
        : containers(c), work(w) {}
    void edge(const void* node, long owners, Traverse traverse) override {
      if (traverse == &traverse_object) {
        ++static_cast<const Object*>(node)->gc_internal_;
        return;
      }
      auto [it, fresh] = containers.try_emplace(node, Node{owners, 0, traverse, false});
      ++it->second.internal;
      if (fresh) work.push_back(node);
    }
  } count(containers, work);
  for (Object* o = r.head; o; o = o->next_) o->pyaot_traverse(count);
  for (std::size_t k = 0; k < work.size(); ++k) containers.at(work[k]).traverse(work[k], count);

  // Held from outside, and everything reachable from there, is alive.
  std::vector<std::pair<const void*, Visitor::Traverse>> live;
  for (Object* o = r.head; o; o = o->next_) {
    if (o->gc_owners_ > o->gc_internal_) {
      o->gc_reachable_ = true;
      live.emplace_back(o, &traverse_object);
    }
  }
  for (auto& [node, n] : containers) {
    if (n.owners > n.internal) {
      n.reachable = true;
      live.emplace_back(node, n.traverse);
    }
  }
  struct Mark final : Visitor {
    std::unordered_map<const void*, Node>& containers;
    std::vector<std::pair<const void*, Traverse>>& live;
    Mark(std::unordered_map<const void*, Node>& c, std::vector<std::pair<const void*, Traverse>>& l)
        : containers(c), live(l) {}
    void edge(const void* node, long, Traverse traverse) override {
      bool& reachable = traverse == &traverse_object
                            ? static_cast<const Object*>(node)->gc_reachable_
                            : containers.at(node).reachable;
      if (!reachable) {
        reachable = true;
        live.emplace_back(node, traverse);
      }
    }
  } mark(containers, live);
  while (!live.empty()) {
    auto [node, traverse] = live.back();
    live.pop_back();
    traverse(node, mark);
  }

  // Keep every garbage instance alive while all are cleared, then let go.
  std::vector<std::shared_ptr<Object>> garbage;
  for (Object* o = r.head; o; o = o->next_) {
    if (!o->gc_reachable_) garbage.push_back(o->shared_from_this());
  }
  containers = {};
  for (const auto& o : garbage) o->pyaot_clear();
  const std::size_t freed = garbage.size();
  garbage.clear();
  r.allocated = 0;
  r.threshold = std::max<std::size_t>(10000, r.live);
  r.collecting = false;
  return freed;
}

}  // namespace pyaot::gc
