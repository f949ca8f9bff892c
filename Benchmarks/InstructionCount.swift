import ViewModelKit

/// `vmk-bench --count json|text ROWS RENDERINGS`: renders the plain tree
/// of `ROWS` rows `RENDERINGS` times and nothing else, for an instruction
/// counter such as `valgrind --tool=callgrind`.
///
/// The instructions of one rendering are the difference between two runs
/// that differ only in `RENDERINGS`, divided by that difference, so that
/// building the tree and starting the process cancel out.
enum InstructionCount {
  /// Runs the mode when the arguments ask for it; returns whether they did.
  static func runIfAsked(_ arguments: [String]) throws -> Bool {
    guard let flag = arguments.firstIndex(of: "--count") else { return false }
    let rest = Array(arguments[(flag + 1)...])
    guard rest.count == 3, ["json", "text"].contains(rest[0]),
      let rows = Int(rest[1]), rows >= 0, let renderings = Int(rest[2]), renderings >= 0
    else {
      print("usage: vmk-bench --count json|text ROWS RENDERINGS")
      return true
    }
    let tree = Workload.plain(rows: rows)
    var bytes = 0
    for _ in 0..<renderings {
      bytes +=
        try rest[0] == "json"
        ? JSONRenderer().renderUTF8(tree).count : TextRenderer().renderUTF8(tree).count
    }
    print("\(rest[0]), \(rows) rows, \(renderings) renderings: \(bytes) bytes")
    return true
  }
}
