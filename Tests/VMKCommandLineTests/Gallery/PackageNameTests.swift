import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct PackageNameTests {
  @Test func theNameIsTheFirstPackageCallsNameArgument() {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "ShoppingCart",
        products: [.library(name: "Cart", targets: ["Cart"])],
        targets: [.target(name: "Cart")]
      )
      """
    #expect(PackageName.name(inManifest: manifest) == "ShoppingCart")
    #expect(PackageName.name(inManifest: #"Package(name:"A\"B\\C \u{1F44D}")"#) == "A\"B\\C 👍")
  }

  @Test func commentsAndOtherStringsAreNotTheName() {
    let manifest = """
      // let package = Package(name: "InAComment")
      /* Package(name: "InABlock" /* nested */ ) */
      let note = "Package(name: \\"InAString\\")"
      let package = Package(name: "Real")
      """
    #expect(PackageName.name(inManifest: manifest) == "Real")
  }

  @Test func aNameThatIsNotAPlainLiteralIsNotTaken() {
    for manifest in [
      #"let package = Package(name: "Cart\(suffix)")"#,
      ##"let package = Package(name: #"Raw"#)"##,
      #"let package = Package(name: name)"#,
      #"let package = Package(name: "")"#,
      "let package = Package(name: \"\"\"\nMulti\n\"\"\")",
      #"let package = Package(name: "unterminated"#,
      "let package = Package(name: \"" + String(repeating: "x", count: 201) + "\")",
      "/* Package(name: \"Open\")",
      "",
    ] {
      #expect(PackageName.name(inManifest: manifest) == nil, "\(manifest)")
    }
  }

  @Test func onlyARegularFileIsReadAndOnlyItsStart() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let manifest = package.root.appendingPathComponent("Package.swift")
    try package.write(#"let package = Package(name: "Cart")"#, to: "elsewhere.swift")
    try FileManager.default.removeItem(at: manifest)
    try FileManager.default.createSymbolicLink(
      at: manifest, withDestinationURL: package.root.appendingPathComponent("elsewhere.swift"))
    #expect(PackageName.read(in: package.root) == nil, "a link is not followed")
    try FileManager.default.removeItem(at: manifest)
    #expect(mkfifo(manifest.path, 0o600) == 0)
    #expect(PackageName.read(in: package.root) == nil, "a FIFO is not read, nor waited for")
    try FileManager.default.removeItem(at: manifest)
    let padding = "// " + String(repeating: "x", count: PackageName.readLimit) + "\n"
    try package.write(padding + #"let package = Package(name: "Late")"#, to: "Package.swift")
    #expect(PackageName.read(in: package.root) == nil, "past the limit")
    try package.write(#"let package = Package(name: "Cart")"#, to: "Package.swift")
    #expect(PackageName.read(in: package.root) == "Cart")
  }
}
