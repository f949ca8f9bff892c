import Foundation
import Testing
import ViewModelKit

/// The gallery draws a thousand snapshots at once, so drawing must take
/// time in step with the size of what it draws.
@Suite struct HTMLDrawingPerformanceTests {
  private static let screen: JSONValue = {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(
        "Fixtures/Snapshots/ComposedScreenSnapshotTests/"
          + "ComposedScreenSnapshotTests.checkoutScreen.withPromo.json")
    return (try? JSONValue(parsing: Array((try? Data(contentsOf: file)) ?? Data()))) ?? .null
  }()

  /// The fastest of three runs of `body`, in seconds.
  private func fastest(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    return (0..<3).map { _ in
      let duration = clock.measure(body)
      return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }.min()!
  }

  /// A list of `count` labelled rows in its JSON form.
  private func list(_ count: Int) throws -> JSONValue {
    let rows = (0..<count).map { index in
      ListViewModel.Row(id: "\(index)", content: LabelViewModel(text: "Row <\(index)> & \"more\""))
    }
    let list = ListViewModel(sections: [.init(id: "all", header: "All", rows: rows)])
    return try JSONValue(parsing: try JSONRenderer().renderUTF8(list))
  }

  @Test func aThousandScreensDrawInWellUnderTheTimeAReviewerWaits() throws {
    #expect(Self.screen != .null)
    var bytes = 0
    let seconds = fastest {
      for _ in 0..<1_000 {
        bytes += HTMLDrawing.fragment(Self.screen, title: "Checkout", changed: ["items"]).utf8.count
      }
    }
    #expect(bytes > 3 * 1_000 * 1_000)
    // Unoptimized, on a shared machine; an optimized build is many times faster.
    #expect(seconds < 5, "1,000 screens took \(seconds) s")
  }

  @Test func drawingTimeGrowsInStepWithTheDocument() throws {
    let small = try list(1_000)
    let large = try list(10_000)
    var sizes: [Int] = []
    let smallSeconds = fastest { sizes.append(HTMLDrawing.fragment(small).utf8.count) }
    let largeSeconds = fastest { sizes.append(HTMLDrawing.fragment(large).utf8.count) }
    #expect(sizes.last! > 9 * sizes.first!)
    // Ten times the rows: about ten times the time; a quadratic drawing would take a hundred.
    #expect(largeSeconds < 30 * max(smallSeconds, 0.001), "\(smallSeconds) s, then \(largeSeconds) s")
  }

  @Test func escapingALongStringTakesTimeInStepWithItsLength() {
    let short = String(repeating: "a<b&c\"d\u{1}é👊 ", count: 10_000)
    let long = String(repeating: short, count: 10)
    var lengths: [Int] = []
    let shortSeconds = fastest { lengths.append(HTMLDrawing.escaped(short).utf8.count) }
    let longSeconds = fastest { lengths.append(HTMLDrawing.escaped(long).utf8.count) }
    #expect(lengths.last! == 10 * lengths.first!)
    #expect(longSeconds < 30 * max(shortSeconds, 0.001), "\(shortSeconds) s, then \(longSeconds) s")
  }
}
