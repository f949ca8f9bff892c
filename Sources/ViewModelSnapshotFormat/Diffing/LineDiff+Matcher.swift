extension LineDiff {
  /// Myers' shortest edit script between two sequences of line numbers,
  /// found in linear space by splitting at the middle snake.
  ///
  /// Each search explores at most `maximumEditDistance / 2 + 1` edits from
  /// either end; a part that needs more is left unmatched, so it shows as
  /// removed lines followed by inserted ones. The matcher only borrows its
  /// buffers, for the duration of ``matches(_:_:maximumEditDistance:)``.
  struct Matcher {
    fileprivate let old: UnsafePointer<Int>
    fileprivate let new: UnsafePointer<Int>
    fileprivate let maximumSteps: Int
    /// The furthest `x` reached on each diagonal, from the start and from the end.
    fileprivate let forward: UnsafeMutablePointer<Int>
    fileprivate let backward: UnsafeMutablePointer<Int>
    private var found: [(old: Int, new: Int)] = []

    /// The matched index pairs of a shortest edit script, in increasing order.
    static func matches(
      _ old: [Int], _ new: [Int], maximumEditDistance: Int
    ) -> [(old: Int, new: Int)] {
      guard let largest = (old + new).max() else { return [] }
      // A line that occurs on one side only never matches; leaving such lines
      // out keeps the script minimal and makes unrelated texts cheap.
      var inOld = [Bool](repeating: false, count: largest + 1)
      var inNew = inOld
      for number in old { inOld[number] = true }
      for number in new { inNew[number] = true }
      let oldKept = old.indices.filter { inNew[old[$0]] }
      let newKept = new.indices.filter { inOld[new[$0]] }
      let steps = max(0, maximumEditDistance) / 2 + 1
      let size = 2 * min((oldKept.count + newKept.count + 1) / 2, steps) + 2
      let vectors = UnsafeMutablePointer<Int>.allocate(capacity: 2 * size)
      defer { vectors.deallocate() }
      let found = oldKept.map { old[$0] }.withUnsafeBufferPointer { oldNumbers in
        newKept.map { new[$0] }.withUnsafeBufferPointer { newNumbers in
          var matcher = Matcher(
            old: oldNumbers.baseAddress ?? UnsafePointer(vectors),
            new: newNumbers.baseAddress ?? UnsafePointer(vectors),
            maximumSteps: steps, forward: vectors, backward: vectors + size)
          matcher.match(0..<oldNumbers.count, 0..<newNumbers.count)
          return matcher.found
        }
      }
      return found.map { (old: oldKept[$0.old], new: newKept[$0.new]) }
    }

    private init(
      old: UnsafePointer<Int>, new: UnsafePointer<Int>, maximumSteps: Int,
      forward: UnsafeMutablePointer<Int>, backward: UnsafeMutablePointer<Int>
    ) {
      self.old = old
      self.new = new
      self.maximumSteps = maximumSteps
      self.forward = forward
      self.backward = backward
    }

    /// Appends the matches between `old[a]` and `new[b]`.
    private mutating func match(_ a: Range<Int>, _ b: Range<Int>) {
      var (a, b) = (a, b)
      while !a.isEmpty && !b.isEmpty && old[a.lowerBound] == new[b.lowerBound] {
        found.append((old: a.lowerBound, new: b.lowerBound))
        (a, b) = (a.dropFirst(), b.dropFirst())
      }
      var suffix = 0
      while !a.isEmpty && !b.isEmpty && old[a.upperBound - 1] == new[b.upperBound - 1] {
        suffix += 1
        (a, b) = (a.dropLast(), b.dropLast())
      }
      if !a.isEmpty && !b.isEmpty, let middle = Search(self, a, b).middle() {
        let split = (old: a.lowerBound + middle.old, new: b.lowerBound + middle.new)
        match(a.lowerBound..<split.old, b.lowerBound..<split.new)
        match(split.old..<a.upperBound, split.new..<b.upperBound)
      }
      for offset in 0..<suffix {
        found.append((old: a.upperBound + offset, new: b.upperBound + offset))
      }
    }
  }
}

/// One search for the middle of a shortest path from the start of `old[a]`
/// and `new[b]` to their ends, from both ends at once (Myers 1986, §4b).
private struct Search {
  let old: UnsafePointer<Int>
  let new: UnsafePointer<Int>
  let n: Int
  let m: Int
  let delta: Int
  let steps: Int
  let size: Int
  /// Indexed by `offset + k` for diagonal `k`; -1 where not reached yet.
  let forward: UnsafeMutablePointer<Int>
  let backward: UnsafeMutablePointer<Int>
  var offset: Int { steps }

  init(_ matcher: LineDiff.Matcher, _ a: Range<Int>, _ b: Range<Int>) {
    (old, new) = (matcher.old + a.lowerBound, matcher.new + b.lowerBound)
    (n, m, delta) = (a.count, b.count, a.count - b.count)
    steps = min((n + m + 1) / 2, matcher.maximumSteps)
    size = 2 * steps + 2
    (forward, backward) = (matcher.forward, matcher.backward)
  }

  /// Where the two searches meet, relative to the starts of `a` and `b`, or
  /// `nil` when the path needs more steps than allowed.
  func middle() -> (old: Int, new: Int)? {
    forward.update(repeating: -1, count: size)
    backward.update(repeating: -1, count: size)
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    var trims = (forward: (start: 0, end: 0), backward: (start: 0, end: 0))
    for d in 0..<steps {
      if let meeting = step(d, trim: &trims.forward, isForward: true) { return meeting }
      if let meeting = step(d, trim: &trims.backward, isForward: false) { return meeting }
    }
    return nil
  }

  /// Extends every `d`-edit path of one search by an edit and a snake, and
  /// returns the split point once it overlaps a path of the other search.
  private func step(
    _ d: Int, trim: inout (start: Int, end: Int), isForward: Bool
  ) -> (old: Int, new: Int)? {
    let (own, other) = isForward ? (forward, backward) : (backward, forward)
    let checksMeeting = (delta % 2 != 0) == isForward
    var k = -d + trim.start
    while k <= d - trim.end {
      let index = offset + k
      var x =
        k == -d || (k != d && own[index - 1] < own[index + 1])
        ? own[index + 1] : own[index - 1] + 1
      var y = x - k
      if isForward {
        while x < n && y < m && old[x] == new[y] { (x, y) = (x + 1, y + 1) }
      } else {
        while x < n && y < m && old[n - 1 - x] == new[m - 1 - y] { (x, y) = (x + 1, y + 1) }
      }
      own[index] = x
      if x > n {
        trim.end += 2
      } else if y > m {
        trim.start += 2
      } else if checksMeeting {
        let opposite = offset + delta - k
        if opposite >= 0 && opposite < size && other[opposite] != -1 && x + other[opposite] >= n {
          let meetX = isForward ? x : other[opposite]
          let meetK = isForward ? k : opposite - offset
          return (old: meetX, new: meetX - meetK)
        }
      }
      k += 2
    }
    return nil
  }
}
