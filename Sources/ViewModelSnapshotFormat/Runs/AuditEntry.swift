/// One line of a run manifest that says how a test audits accessibility,
/// so that `vmk gallery` and `vmk report` audit its snapshots the same
/// way: `{"run":"<run>","test":"CardTests.card()","audit":{…}}`, the audit
/// as ``AuditSettings`` writes it.
///
/// A test's `assertAccessible` writes one for each audit it runs with
/// settings of its own, and its file snapshot assertions one for the
/// rules its traits leave out; each line is written once per process. A
/// `ManifestEntry` is never read from one, nor one from a `ManifestEntry`
/// line, so older readers skip these lines.
package struct AuditEntry: Decodable, Equatable, Sendable {
  /// The run that wrote the line.
  let run: String
  /// The test, as manifest entries name it.
  package let test: String
  /// How it audits.
  package let audit: AuditSettings

  /// The entry as one line of JSON after its run's `{"run":"<run>",`,
  /// ending in a newline.
  static func appendLine(test: String, audit: AuditSettings, to line: inout [UInt8]) {
    line.append(contentsOf: "\"test\":".utf8)
    JSONLine.appendQuoted(test, to: &line)
    line.append(contentsOf: ",\"audit\":".utf8)
    audit.append(to: &line)
    line.append(contentsOf: "}\n".utf8)
  }
}

/// The settings of an accessibility audit as a run manifest keeps them:
/// `{"background":"#FFF8E1FF","disabling":{"text-contrast":"brand colours"},
/// "fixedSizeFontsAreErrors":true}`, each member only when it differs
/// from the audit's default, the rules in the order of their ids.
///
/// A manifest may be edited by hand, so what is read is bounded: a
/// background that is not `#` and eight hex digits is none, and a rule id
/// or a reason is cut at ``maximumLength`` characters, at most
/// ``maximumRules`` rules kept.
package struct AuditSettings: Decodable, Hashable, Sendable {
  /// The background behind the screen, as `#RRGGBBAA`; `nil` assumes white.
  package var background: String?
  /// The rules left out, by id, with their reasons.
  package var disabling: [String: String]
  /// Whether fixed-size fonts are errors.
  package var fixedSizeFontsAreErrors: Bool

  /// The most characters of a rule id or a reason read back.
  static let maximumLength = 500
  /// The most rules read back.
  static let maximumRules = 64

  package init(
    background: String? = nil, disabling: [String: String] = [:],
    fixedSizeFontsAreErrors: Bool = false
  ) {
    self.background = background.flatMap(Self.checkedBackground)
    self.disabling = disabling
    self.fixedSizeFontsAreErrors = fixedSizeFontsAreErrors
  }

  /// Whether every member holds the audit's default.
  package var isDefault: Bool {
    background == nil && disabling.isEmpty && !fixedSizeFontsAreErrors
  }

  private enum CodingKeys: String, CodingKey {
    case background, disabling, fixedSizeFontsAreErrors
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let background = try? container.decodeIfPresent(String.self, forKey: .background)
    let rules = (try? container.decodeIfPresent([String: String].self, forKey: .disabling)) ?? [:]
    var disabling: [String: String] = [:]
    for id in rules.keys.sorted().prefix(Self.maximumRules) {
      disabling[String(id.prefix(Self.maximumLength))] = rules[id].map {
        String($0.prefix(Self.maximumLength))
      }
    }
    self.init(
      background: background ?? nil, disabling: disabling,
      fixedSizeFontsAreErrors: (try? container.decodeIfPresent(
        Bool.self, forKey: .fixedSizeFontsAreErrors)) == true)
  }

  /// Appends the settings as a JSON object, members in a fixed order.
  func append(to line: inout [UInt8]) {
    var members: [[UInt8]] = []
    if let background {
      var member = Array("\"background\":".utf8)
      JSONLine.appendQuoted(background, to: &member)
      members.append(member)
    }
    if !disabling.isEmpty {
      var member = Array("\"disabling\":{".utf8)
      for (index, id) in disabling.keys.sorted().enumerated() {
        if index > 0 { member.append(UInt8(ascii: ",")) }
        JSONLine.appendQuoted(id, to: &member)
        member.append(UInt8(ascii: ":"))
        JSONLine.appendQuoted(disabling[id] ?? "", to: &member)
      }
      member.append(UInt8(ascii: "}"))
      members.append(member)
    }
    if fixedSizeFontsAreErrors { members.append(Array("\"fixedSizeFontsAreErrors\":true".utf8)) }
    line.append(UInt8(ascii: "{"))
    for (index, member) in members.enumerated() {
      if index > 0 { line.append(UInt8(ascii: ",")) }
      line.append(contentsOf: member)
    }
    line.append(UInt8(ascii: "}"))
  }

  /// `text` when it is `#` and eight hex digits, upper-cased.
  private static func checkedBackground(_ text: String) -> String? {
    let digits = text.utf8.dropFirst()
    guard text.utf8.first == UInt8(ascii: "#"), digits.count == 8,
      digits.allSatisfy({
        ($0 >= 0x30 && $0 <= 0x39) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x66)
      })
    else { return nil }
    return text.uppercased()
  }
}
