import Testing
import ViewModelKit

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
}
