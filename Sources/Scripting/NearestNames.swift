import Runtime

/// Suggestions for a name that is not there (`tap #nosuch`): the existing names nearest to it.
public enum NearestNames {
    /// At most `limit` of `candidates` (duplicates dropped) ordered by closeness to `name`: names
    /// that start with `name` or that `name` starts with first, then by Levenshtein distance, then
    /// alphabetically. Names further than half of the longer name's length (at least 3) are dropped
    /// unless nothing nearer exists, in which case the `limit` nearest are given anyway, so the
    /// message always shows what is there.
    public static func nearest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let unique = Array(Set(candidates))
        let target = Array(name.lowercased())
        func score(_ c: String) -> (prefix: Int, distance: Int, name: String) {
            let lower = c.lowercased()
            let related = !name.isEmpty && (lower.hasPrefix(name.lowercased()) || name.lowercased().hasPrefix(lower))
            return (related ? 0 : 1, distance(target, Array(lower)), c)
        }
        let ranked = unique.map(score).sorted { ($0.prefix, $0.distance, $0.name) < ($1.prefix, $1.distance, $1.name) }
        let close = ranked.filter { $0.prefix == 0 || $0.distance <= max(3, max(target.count, $0.name.count) / 2) }
        return Array((close.isEmpty ? ranked : close).prefix(limit)).map(\.name)
    }

    /// The Levenshtein distance between `a` and `b` (insertions, deletions, substitutions each 1).
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
