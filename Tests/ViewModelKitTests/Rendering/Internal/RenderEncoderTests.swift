import TestSupport
import Testing

@testable import ViewModelKit

/// The encoder keeps one container per key type for a whole rendering, and
/// those containers hold the encoder; a finished rendering must let it go.
@Suite struct RenderEncoderTests {
  /// Records, weakly, the encoder it was encoded by.
  private final class Witness {
    weak var encoder: AnyObject?
  }

  private struct Watched: Encodable {
    enum CodingKeys: String, CodingKey { case name, inner }
    let witness: Witness
    func encode(to encoder: any Encoder) throws {
      witness.encoder = encoder as AnyObject
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode("watched", forKey: .name)
      try container.encode(["a": 1], forKey: .inner)
    }
  }

  @Test func aFinishedRenderingReleasesItsEncoder() throws {
    let witness = Witness()
    _ = try JSONRenderer().render(Watched(witness: witness))
    #expect(witness.encoder == nil)
    _ = try TextRenderer().renderUTF8([Watched(witness: witness)])
    #expect(witness.encoder == nil)
  }

  @Test func aFailedRenderingReleasesItsEncoderToo() throws {
    struct Fails: Encodable {
      let watched: Watched
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Watched.CodingKeys.self)
        try container.encode(watched, forKey: .inner)
        try container.encode(watched, forKey: .inner)  // written twice: throws
      }
    }
    let witness = Witness()
    #expect(throws: RenderingError.self) {
      try JSONRenderer().render(Fails(watched: Watched(witness: witness)))
    }
    #expect(witness.encoder == nil)
  }

  /// Records the classes of the objects that hold the encoder's cached
  /// keyed containers, as seen while it encodes.
  private final class CacheWitness {
    var classNames: [String] = []
  }

  private struct InspectsCache: Encodable {
    enum CodingKeys: String, CodingKey { case name }
    let witness: CacheWitness
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode("inspected", forKey: .name)
      guard let encoder = encoder as? RenderEncoder else { return }
      witness.classNames = encoder.state.pointee.ownKeyedContainers.entries.values.map {
        String(reflecting: type(of: $0.takeUnretainedValue()))
      }
    }
  }

  @Test func cachedContainersAreHeldByTheLibrarysOwnClassNotAReinterpretedStruct() throws {
    let witness = CacheWitness()
    _ = try JSONRenderer().render(InspectsCache(witness: witness))
    #expect(witness.classNames.count == 1)
    #expect(witness.classNames.allSatisfy { $0.hasPrefix("ViewModelKit.OwnKeyedContainer<") })
  }

  /// A key type of its own for every `Level`, so that each level asks for a
  /// container of a different key type.
  private struct LevelKey<Tag>: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// A chain of `remaining` values of distinct types, `Level<Int>`,
  /// `Level<[Int]>`, …, each keyed by its own `LevelKey`.
  private struct Level<Tag>: Encodable {
    let remaining: Int
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: LevelKey<Tag>.self)
      try container.encode(remaining, forKey: LevelKey(stringValue: "remaining"))
      if remaining > 0 {
        try container.encode(
          Level<[Tag]>(remaining: remaining - 1), forKey: LevelKey(stringValue: "next"))
      }
      try container.encode(String(describing: Tag.self), forKey: LevelKey(stringValue: "tag"))
    }
  }

  @Test func everyKeyTypeGetsBackItsOwnContainerWhenTheCacheSlotsCollide() throws {
    // 100 key types: more than the cache's 64 slots, so slots are shared.
    let json = try ParsedJSON(try JSONRenderer().render(Level<Int>(remaining: 99)))
    var level: ParsedJSON? = json
    var tag = "Int"
    for remaining in stride(from: 99, through: 0, by: -1) {
      #expect(level?["remaining"]?.int == remaining)
      #expect(level?["tag"]?.string == tag)
      #expect(
        level?.keys == (remaining > 0 ? ["remaining", "next", "tag"] : ["remaining", "tag"]))
      level = level?["next"]
      tag = "Array<\(tag)>"
    }
  }
}
