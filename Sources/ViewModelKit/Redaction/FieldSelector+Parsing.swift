import ViewModelNotation

extension FieldSelector {
  /// Parses a selector into its steps, or throws where it stops making sense.
  static func parse(_ text: String) throws(ParseError) -> [Step] {
    var parser = SelectorParser(text)
    return try parser.parseSteps()
  }
}

/// Reads a selector one Unicode scalar at a time, so that an error can
/// name the scalar it stopped at.
private struct SelectorParser {
  let text: String
  let scalars: [Unicode.Scalar]
  var index = 0
  var parsed: [FieldSelector.Step] = []

  init(_ text: String) {
    self.text = text
    scalars = Array(text.unicodeScalars)
  }

  mutating func parseSteps() throws(FieldSelector.ParseError) -> [FieldSelector.Step] {
    guard !scalars.isEmpty else {
      throw failure("a selector names at least one step, such as \"id\" or \"rows[].id\"")
    }
    while index < scalars.count {
      let step = try nextStep()
      if step == .anyDepth, parsed.last == .anyDepth {
        throw failure("\"**\" follows \"**\"; one already crosses any number of steps", back: 2)
      }
      parsed.append(step)
    }
    if parsed.last == .anyDepth {
      throw failure("\"**\" must be followed by the step it leads to, such as \"**.id\"")
    }
    return parsed
  }

  private mutating func nextStep() throws(FieldSelector.ParseError) -> FieldSelector.Step {
    switch scalars[index] {
    case "[":
      return try bracketStep()
    case ".":
      index += 1
      guard index < scalars.count else {
        throw failure("expected a name, \"*\" or \"**\" after \".\"")
      }
      return try nameStep()
    default:
      guard parsed.isEmpty else { throw failure("expected \".\" or \"[\" before the next step") }
      return try nameStep()
    }
  }

  /// A plain name, `*` or `**`, after a dot or at the start.
  private mutating func nameStep() throws(FieldSelector.ParseError) -> FieldSelector.Step {
    if scalars[index] == "*" {
      let start = index
      while index < scalars.count && scalars[index] == "*" { index += 1 }
      switch index - start {
      case 1: return .everyMember
      case 2: return .anyDepth
      default:
        index = start + 2
        throw failure("expected \"*\" (every member) or \"**\" (any depth), not more stars")
      }
    }
    let start = index
    while index < scalars.count && scalars[index] != "." && scalars[index] != "[" {
      index += 1
    }
    var name = String.UnicodeScalarView()
    name.append(contentsOf: scalars[start..<index])
    let word = String(name)
    guard FieldPath.isPlainName(word) else {
      index = start + firstNonName(in: scalars[start..<index])
      throw failure(
        "expected a name made of letters, digits and \"_\"; write [\"…\"] for any other name")
    }
    return .name(word)
  }

  /// How far into `name` its first scalar that no plain name allows is:
  /// each scalar is checked alone (after a letter, but for the first), so
  /// that a long name costs one pass.
  private func firstNonName(in name: ArraySlice<Unicode.Scalar>) -> Int {
    for (offset, scalar) in name.enumerated() {
      var probe = String.UnicodeScalarView()
      if offset > 0 { probe.append("a") }
      probe.append(scalar)
      if !FieldPath.isPlainName(String(probe)) { return offset }
    }
    return name.count
  }

  /// `[]`, `[index]` or `["key"]`.
  private mutating func bracketStep() throws(FieldSelector.ParseError) -> FieldSelector.Step {
    index += 1
    guard index < scalars.count else {
      throw failure("expected an index, a quoted key or \"]\" after \"[\"")
    }
    if scalars[index] == "]" {
      index += 1
      return .everyElement
    }
    if scalars[index] == "\"" { return try quotedStep() }
    let start = index
    while index < scalars.count && ("0"..."9").contains(scalars[index]) { index += 1 }
    guard index > start else {
      throw failure("expected an index, a quoted key or \"]\"")
    }
    guard index < scalars.count, scalars[index] == "]" else {
      throw failure("expected \"]\" after the index")
    }
    var digits = String.UnicodeScalarView()
    digits.append(contentsOf: scalars[start..<index])
    guard index - start <= 18, let value = Int(String(digits)) else {
      index = start
      throw failure("the index is too large")
    }
    index += 1
    return .index(value)
  }

  /// `["key"]`, escaped as paths print names: `\"`, `\\`, `\n`, `\u{…}`.
  private mutating func quotedStep() throws(FieldSelector.ParseError) -> FieldSelector.Step {
    let open = index
    index += 1
    while index < scalars.count && scalars[index] != "\"" {
      index += scalars[index] == "\\" ? 2 : 1
    }
    guard index < scalars.count else {
      index = open
      throw failure("the quoted key has no closing quote")
    }
    var quoted = String.UnicodeScalarView()
    quoted.append(contentsOf: scalars[open...index])
    let bytes = Array(String(quoted).utf8)
    let name = bytes.withUnsafeBufferPointer { FieldPath.unquoted($0) }
    guard let name else {
      index = open
      throw failure(
        "the quoted key has an escape that is not \\\", \\\\, \\n, \\t, \\r, \\0 or \\u{…}")
    }
    index += 1
    guard index < scalars.count, scalars[index] == "]" else {
      throw failure("expected \"]\" after the quoted key")
    }
    index += 1
    return .name(name)
  }

  private func failure(_ reason: String, back: Int = 0) -> FieldSelector.ParseError {
    FieldSelector.ParseError(selector: text, position: index - back + 1, reason: reason)
  }
}
