import Foundation
import Testing

/// A Chromium on the `PATH`, for the test of the page's script.
enum HeadlessBrowser {
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in path.split(separator: ":") {
        let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
    }
    return nil
  }()
}

/// The page's search, run by a headless Chromium when one is installed:
/// `#search=TEXT` fills the box and leaves only the matching cards.
@Suite(.enabled(if: HeadlessBrowser.executable != nil, "needs a headless chromium"))
struct GallerySearchTests {
  /// The page's document after its script ran, opened at `fragment`.
  static func document(_ page: URL, fragment: String) throws -> String {
    guard let browser = HeadlessBrowser.executable else {
      Issue.record("no headless browser")
      return ""
    }
    let process = Process()
    process.executableURL = browser
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
      page.absoluteString + fragment,
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func aSearchInTheAddressLeavesOnlyTheMatchingCardsWhateverTheCase() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write(
      "{}",
      to: TemporaryPackage.snapshot(
        "EmojiCardSnapshotTests.emojiCard(thumbsUp).json", folder: "EmojiCardSnapshotTests"))
    try package.write(
      "a\n",
      to: TemporaryPackage.snapshot(
        "EmojiCardSnapshotTests.emojiCard(thumbsUp).txt", folder: "EmojiCardSnapshotTests"))
    try package.write("b\n", to: TemporaryPackage.snapshot("CardTests.other.txt"))
    #expect(package.vmk("gallery").exitCode == 0)
    let searched = try Self.document(
      package.galleryPage, fragment: "#search=emojicardsnapshottests.EMOJICARD(thumbsUp).json")
    #expect(searched.components(separatedBy: "class=\"card\"").count == 2)
    #expect(searched.components(separatedBy: "class=\"card search-hidden\"").count == 3)
    #expect(
      searched.contains(
        "<input type=\"search\" id=\"search\" placeholder=\"Search by test or path\" aria-label=\"Search by test or path\">"
      ))
    let byTest = try Self.document(package.galleryPage, fragment: "#search=CardTests.oth")
    #expect(byTest.components(separatedBy: "class=\"card\"").count == 2)
    let all = try Self.document(package.galleryPage, fragment: "")
    #expect(all.components(separatedBy: "class=\"card\"").count == 4)
  }
}
