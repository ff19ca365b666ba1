import Runtime

/// Parses `--at`: a comma-separated list of times and ranges `start:end:step` (end included), in
/// seconds. The result is sorted, without duplicates (times closer than 0.5 ms are one time).
public enum CaptureTimes {
    /// Why an `--at` value was refused.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        /// The reason, quoting at most 80 characters of the input.
        public var description: String
    }

    /// The most capture times one `--at` may give.
    public static let maximumCount = 10_000
    /// The latest capture time accepted, seconds.
    public static let maximumTime = 3600.0

    /// The capture times of `text` in seconds, sorted and without duplicates; throws on an
    /// empty entry, an entry that is neither a time nor `start:end:step`, a step ≤ 0, a range that ends
    /// before it starts, or more than `maximumCount` times.
    public static func parse(_ text: String) throws(ParseError) -> [Double] {
        var times: [Double] = []
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        for raw in parts {
            let part = raw.trimmingBlanks
            guard !part.isEmpty else { throw ParseError(description: "--at has an empty entry in \(InputLimits.quoted(text))") }
            let fields = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            switch fields.count {
            case 1:
                times.append(try time(fields[0], in: part))
            case 3:
                let start = try time(fields[0], in: part), end = try time(fields[1], in: part), step = try time(fields[2], in: part)
                guard step > 0 else { throw ParseError(description: "--at range \(InputLimits.quoted(part)) needs a step above 0") }
                guard end >= start else { throw ParseError(description: "--at range \(InputLimits.quoted(part)) ends before it starts") }
                // Counted in Double first: a tiny step gives a count no Int holds.
                let count = ((end - start) / step + 1e-6).rounded(.down)
                guard count.isFinite, count < Double(maximumCount) else { throw ParseError(description: "--at range \(InputLimits.quoted(part)) has more than \(maximumCount) times") }
                for k in 0...Int(count) { times.append(((start + Double(k) * step) * 1e6).rounded() / 1e6) }
            default:
                throw ParseError(description: "--at entry \(InputLimits.quoted(part)) is neither a time nor start:end:step")
            }
            guard times.count <= maximumCount else { throw ParseError(description: "--at lists more than \(maximumCount) times") }
        }
        times.sort()
        var unique: [Double] = []
        for t in times where unique.last.map({ t - $0 >= 0.0005 }) ?? true { unique.append(t) }
        return unique
    }

    private static func time(_ s: String, in part: String) throws(ParseError) -> Double {
        guard let v = Double(s.trimmingBlanks), v.isFinite else { throw ParseError(description: "--at entry \(InputLimits.quoted(part)): \(InputLimits.quoted(s)) is not a number of seconds") }
        guard v >= 0 else { throw ParseError(description: "--at entry \(InputLimits.quoted(part)): times start at 0") }
        guard v <= maximumTime else { throw ParseError(description: "--at entry \(InputLimits.quoted(part)): times go up to \(Int(maximumTime)) s") }
        return v
    }
}

/// Parses `--size WxH`: whole numbers of points from 1 to 16384.
public enum WindowSize {
    /// `WxH` as whole points (1...16384 each, `x` or `X`), or nil when `text` is anything else.
    public static func parse(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h),
              parts[0].allSatisfy(\.isNumber), parts[1].allSatisfy(\.isNumber) else { return nil }
        return (w, h)
    }
}

extension StringProtocol {
    var trimmingBlanks: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
