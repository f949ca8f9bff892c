extension LineDiff {
  /// The 1-based numbers of the reference's removed lines (`old`) and of
  /// the actual text's inserted lines (`new`): what a side-by-side view
  /// marks in each text.
  package var changedLineNumbers: (old: Set<Int>, new: Set<Int>) {
    var old = Set<Int>()
    var new = Set<Int>()
    for line in lines {
      switch line.kind {
      case .removed: if let number = line.oldNumber { old.insert(number) }
      case .inserted: if let number = line.newNumber { new.insert(number) }
      case .unchanged: break
      }
    }
    return (old, new)
  }

  /// How many `\n` bytes each text holds: an attachment cut short says
  /// how many lines it leaves out without reading them again.
  package var newlineCounts: (old: Int, new: Int) {
    (old.count - (oldLacksFinalNewline ? 1 : 0), new.count - (newLacksFinalNewline ? 1 : 0))
  }
}
