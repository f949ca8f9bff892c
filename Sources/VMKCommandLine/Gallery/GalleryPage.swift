import ViewModelHTML
import ViewModelKit

/// `vmk gallery`'s page: one static HTML document with a card per snapshot.
///
/// Everything is inline (the style sheet, one small script) and nothing is
/// fetched. The counts and the filters sit in a compact header; the filters
/// (all, changed, new, obsolete) are radio buttons that work without
/// JavaScript, and the search by test name or path needs it. The page opens
/// searched for `TEXT` at `index.html#search=TEXT`. The same snapshots make
/// the same page: no time or absolute path is written.
struct GalleryPage {
  let content: GalleryContent
  /// The package's name, for the page's title: `name:` in its
  /// `Package.swift` (``PackageName``), or its folder's name.
  let packageName: String
  /// The way from the page's folder to the package root, for links to
  /// attachments: `../../../` for `.build/vmk/gallery/index.html`.
  var linkBase = ""

  /// The whole document.
  var html: String { rendered.html }

  /// The whole document, and the accessibility findings in the files its
  /// cards draw (a pending snapshot's candidate, else the reference).
  var rendered: (html: String, findings: FindingCounts) {
    var findings = FindingCounts()
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>Snapshots of \(GalleryText.attribute(packageName))</title>\n"
    html += "<style>\n" + Self.styleSheet + GalleryFindings.styleSheet + HTMLDrawing.styleSheet
    html += "</style>\n</head>\n<body>\n"
    for filter in Self.filters {
      html += "<input type=\"radio\" class=\"filter-input\" name=\"filter\" id=\"filter-\(filter)\""
      html += " value=\"\(filter)\"\(filter == "all" ? " checked" : "")>\n"
    }
    html += header
    html += "<main id=\"cards\">\n"
    if content.entries.isEmpty {
      html += "<p class=\"empty\">There are no snapshot files in Fixtures/Snapshots.</p>\n"
    }
    for entry in content.entries {
      html += GalleryCard.html(entry, linkBase: linkBase, counts: &findings)
    }
    html += "</main>\n<script id=\"vmk-gallery-script\">\n" + Self.script + "</script>\n"
    return (html + "</body>\n</html>\n", findings)
  }

  /// The filters, by the kind of card they show (`all` shows every card).
  static let filters = ["all", "changed", "new", "obsolete"]

  /// The header: the counts, the filters and the search box.
  private var header: String {
    var html =
      "<header class=\"page-header\">\n<h1>Snapshots of \(GalleryText.escaped(packageName))</h1>\n"
    html += "<nav class=\"filters\">\n"
    for filter in Self.filters {
      let count: String
      if filter == "obsolete", content.obsoleteUnknownReason != nil {
        count = "not known"
      } else {
        count = "\(content.entries.filter { filter == "all" || $0.kind.rawValue == filter }.count)"
      }
      html += "<label for=\"filter-\(filter)\" class=\"count\" data-count=\"\(filter)\">"
      html += "\(filter) <strong>\(count)</strong></label>\n"
    }
    html += "<input type=\"search\" id=\"search\" placeholder=\"Search by test or path\""
    html += " aria-label=\"Search by test or path\" hidden>\n</nav>\n"
    if let reason = content.obsoleteUnknownReason {
      html += "<p class=\"obsolete-reason\">Obsolete references are not marked: "
      html += GalleryText.escaped(reason) + "</p>\n"
    }
    return html + "</header>\n"
  }

  /// The page's own style; the drawing's classes start with `vmk-`, these do not.
  static let styleSheet = """
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px system-ui, sans-serif; color: #1c1c1e; background: #f2f2f7; }
    .page-header { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap;
      align-items: center; gap: 4px 16px; padding: 6px 12px; background: #fff;
      border-bottom: 1px solid #d1d1d6; }
    .page-header h1 { margin: 0; font-size: 15px; }
    .filters { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
    .filters label { padding: 2px 8px; border: 1px solid #c7c7cc; border-radius: 10px; cursor: pointer; }
    .filter-input { position: absolute; opacity: 0; pointer-events: none; }
    #filter-all:checked ~ .page-header label[for="filter-all"],
    #filter-changed:checked ~ .page-header label[for="filter-changed"],
    #filter-new:checked ~ .page-header label[for="filter-new"],
    #filter-obsolete:checked ~ .page-header label[for="filter-obsolete"] {
      background: #1c1c1e; color: #fff; }
    #filter-changed:checked ~ main .card:not([data-kind="changed"]),
    #filter-new:checked ~ main .card:not([data-kind="new"]),
    #filter-obsolete:checked ~ main .card:not([data-kind="obsolete"]),
    .card.search-hidden { display: none; }
    #search { min-width: 16em; padding: 2px 6px; }
    .obsolete-reason { margin: 0; flex-basis: 100%; font-size: 12px; color: #636366; }
    main { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
      gap: 12px; align-items: start; padding: 8px 12px; }
    .card { min-width: 0; padding: 8px 12px; background: #fff; border: 1px solid #d1d1d6;
      border-radius: 8px; scroll-margin-top: 64px; }
    .card-wide, main > .empty { grid-column: 1 / -1; }
    .card[data-kind="changed"] { border-color: #ff9500; }
    .card[data-kind="new"] { border-color: #34c759; }
    .card[data-kind="obsolete"] { border-color: #8e8e93; border-style: dashed; }
    .card-title { margin: 0; font-size: 13px; font-weight: 600; overflow-wrap: anywhere; }
    .attachments { margin: 4px 0; font-size: 12px; }
    .test { margin: 2px 0 8px; font-size: 12px; color: #636366; overflow-wrap: anywhere; }
    .mark { padding: 0 6px; border-radius: 6px; color: #fff; font-size: 11px; text-transform: uppercase; }
    .mark-changed { background: #ff9500; }
    .mark-new { background: #34c759; }
    .mark-obsolete { background: #8e8e93; }
    .sides { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
    @media (max-width: 640px) { .sides { grid-template-columns: 1fr; } }
    .side { min-width: 0; }
    .side h3 { margin: 0 0 4px; font-size: 12px; color: #636366; }
    .drawing, .side { overflow-x: auto; }
    .frames { display: flex; gap: 8px; margin: 0; padding: 0; list-style: none; overflow-x: auto; }
    .frame { flex: 0 0 auto; max-width: 40em; overflow-x: auto; padding: 4px;
      border: 1px solid #e5e5ea; border-radius: 6px; }
    .frame-changed { outline: 2px solid #ff9500; outline-offset: -2px; }
    .frame-number { font-size: 11px; color: #8e8e93; }
    .timeline-heading { margin: 0 0 4px; font-size: 12px; color: #636366; }
    pre.text { margin: 0; font: 12px ui-monospace, monospace; white-space: pre; overflow-x: auto; }
    .sides pre.text { white-space: pre-wrap; overflow-wrap: anywhere; }
    pre.text .line { display: block; padding-left: 4ch; text-indent: -4ch; }
    pre.text .line-removed { background: #ffebe9; box-shadow: inset 3px 0 #ff3b30; }
    pre.text .line-inserted { background: #e6ffec; box-shadow: inset 3px 0 #34c759; }
    .fields { margin: 8px 0 0; padding-left: 18px; font-size: 12px; }
    .note { margin: 4px 0; padding: 4px 8px; background: #fff4e5; border-left: 3px solid #ff9500; }
    .empty { color: #636366; }

    """

  /// The search: hides the cards whose path and test do not contain the
  /// text (case aside), and fills the box from `#search=TEXT`.
  static let script = """
    (function () {
      var box = document.getElementById("search");
      var cards = document.querySelectorAll(".card");
      box.hidden = false;
      function apply() {
        var query = box.value.trim().toLowerCase();
        for (var i = 0; i < cards.length; i++) {
          var card = cards[i];
          var text = (card.getAttribute("data-path") + "\\n" + card.getAttribute("data-test")).toLowerCase();
          card.classList.toggle("search-hidden", query !== "" && text.indexOf(query) < 0);
        }
      }
      function fromHash() {
        if (location.hash.indexOf("#search=") !== 0) return;
        var text = location.hash.slice(8);
        try { text = decodeURIComponent(text); } catch (error) {}
        box.value = text;
        document.getElementById("filter-all").checked = true;
        apply();
        window.scrollTo(0, 0);
      }
      box.addEventListener("input", apply);
      window.addEventListener("hashchange", fromHash);
      fromHash();
    })();

    """
}
