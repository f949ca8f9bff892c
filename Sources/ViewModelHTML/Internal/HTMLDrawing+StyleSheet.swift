extension HTMLDrawing {
  /// The style sheet that fragments rely on; every class starts with `vmk-`.
  ///
  /// It draws components as a phone shows them: the system font, rounded
  /// buttons, switches as pills, image placeholders as dashed boxes with
  /// their names, lists as grouped sections. Boxes of fields are cards with
  /// small grey names, changed parts are outlined in orange, components with
  /// accessibility findings ringed in red (errors) or yellow (warnings)
  /// inside that outline, and escapes
  /// of characters a reader could not see are set in purple monospace.
  package static let styleSheet = """
    .vmk-screen { font: 15px/1.35 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, \
    "Helvetica Neue", Arial, sans-serif; color: #1c1c1e; background: #f2f2f7; \
    padding: 12px; border-radius: 18px; max-width: 420px; box-sizing: border-box; }
    .vmk-screen * { box-sizing: border-box; }
    .vmk-box { display: flex; flex-direction: column; gap: 6px; background: #fff; \
    border-radius: 12px; padding: 10px 12px; border: 1px solid #e5e5ea; min-width: 0; }
    .vmk-box-title { font-weight: 600; font-size: 13px; color: #3a3a3c; }
    .vmk-field { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
    .vmk-field.vmk-inline, .vmk-element { flex-direction: row; align-items: baseline; gap: 8px; \
    display: flex; }
    .vmk-field-name, .vmk-index { font-size: 11px; color: #8e8e93; }
    .vmk-array { display: flex; flex-direction: column; gap: 6px; }
    .vmk-string, .vmk-number, .vmk-bool, .vmk-null, .vmk-font, .vmk-action, \
    .vmk-accessibility { font-size: 13px; overflow-wrap: anywhere; white-space: pre-wrap; }
    .vmk-number, .vmk-bool { font-variant-numeric: tabular-nums; color: #5856d6; }
    .vmk-null, .vmk-empty { color: #aeaeb2; font-style: italic; font-size: 12px; }
    .vmk-font, .vmk-action, .vmk-accessibility { color: #636366; }
    .vmk-color { display: inline-flex; align-items: center; gap: 4px; font-size: 12px; \
    color: #636366; }
    .vmk-swatch { display: inline-block; width: 14px; height: 14px; border-radius: 4px; \
    border: 1px solid rgba(0, 0, 0, .2); }
    .vmk-swatch.vmk-asset { background: repeating-linear-gradient(45deg, #d1d1d6 0 3px, \
    #fff 3px 6px); }
    .vmk-text, .vmk-string, .vmk-field-text, .vmk-placeholder, .vmk-image-name, \
    .vmk-section-header, .vmk-section-footer { unicode-bidi: isolate; }
    .vmk-label { min-height: 1.3em; overflow-wrap: anywhere; }
    .vmk-lines-1 { white-space: pre; overflow: hidden; text-overflow: ellipsis; }
    .vmk-lines-all { white-space: pre-wrap; }
    .vmk-lines-clamped { white-space: pre-wrap; display: -webkit-box; \
    -webkit-box-orient: vertical; overflow: hidden; }
    .vmk-button { display: inline-flex; align-self: flex-start; justify-content: center; \
    align-items: center; min-height: 34px; padding: 6px 16px; border-radius: 10px; \
    font-weight: 500; cursor: pointer; }
    .vmk-button-plain { padding: 6px 2px; }
    .vmk-button-primary { background-color: #007aff; color: #fff; }
    .vmk-button-secondary { background: #e5e5ea; }
    .vmk-button-destructive { background: #ffe5e3; }
    .vmk-disabled { opacity: .4; cursor: default; }
    .vmk-image { display: inline-flex; flex-direction: column; align-items: center; \
    justify-content: center; align-self: flex-start; gap: 2px; min-width: 64px; \
    min-height: 64px; padding: 6px; border: 2px dashed currentColor; border-radius: 10px; \
    color: #8e8e93; font-size: 11px; text-align: center; overflow-wrap: anywhere; }
    .vmk-image-kind { text-transform: uppercase; letter-spacing: .05em; opacity: .7; }
    .vmk-image-name { font-weight: 600; }
    .vmk-textfield { display: flex; align-items: center; min-height: 36px; padding: 6px 10px; \
    background: #fff; border: 1px solid #c7c7cc; border-radius: 8px; overflow-wrap: anywhere; }
    .vmk-placeholder { color: #c7c7cc; }
    .vmk-secure .vmk-field-text { letter-spacing: .15em; }
    .vmk-toggle { display: flex; align-items: center; justify-content: space-between; \
    gap: 12px; min-height: 36px; }
    .vmk-switch { flex: none; position: relative; width: 51px; height: 31px; \
    border-radius: 16px; background: #e9e9eb; transition: background .2s; }
    .vmk-switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; \
    height: 27px; border-radius: 50%; background: #fff; box-shadow: 0 2px 4px rgba(0, 0, 0, .25); }
    .vmk-switch.vmk-on { background: #34c759; }
    .vmk-switch.vmk-on::after { left: 22px; }
    .vmk-slider, .vmk-progress { display: flex; align-items: center; gap: 10px; \
    min-height: 36px; }
    .vmk-slider-track, .vmk-progress-track { flex: 1; height: 4px; border-radius: 2px; \
    background: #e5e5ea; }
    .vmk-slider-fill, .vmk-progress-fill { position: relative; height: 100%; width: 0; \
    border-radius: 2px; background: #007aff; }
    .vmk-slider-thumb { position: absolute; right: -14px; top: -12px; width: 28px; \
    height: 28px; border-radius: 50%; background: #fff; \
    box-shadow: 0 2px 4px rgba(0, 0, 0, .25); }
    .vmk-slider-track { margin: 0 14px; }
    .vmk-slider-value { font-size: 13px; color: #636366; font-variant-numeric: tabular-nums; }
    .vmk-progress { flex-wrap: wrap; }
    .vmk-progress-label { flex-basis: 100%; font-size: 13px; color: #636366; }
    .vmk-spinner { width: 20px; height: 20px; border-radius: 50%; border: 3px solid #d1d1d6; \
    border-top-color: #8e8e93; }
    .vmk-out-of-range { outline: 2px dashed #ff3b30; outline-offset: 2px; }
    .vmk-segmented { display: flex; padding: 2px; gap: 2px; border-radius: 9px; \
    background: #e5e5ea; }
    .vmk-segment { flex: 1; padding: 5px 8px; border-radius: 7px; text-align: center; \
    font-size: 13px; font-weight: 500; overflow-wrap: anywhere; unicode-bidi: isolate; }
    .vmk-segment.vmk-selected { background: #fff; box-shadow: 0 1px 3px rgba(0, 0, 0, .15); }
    .vmk-stack { display: flex; min-width: 0; }
    .vmk-vertical { flex-direction: column; }
    .vmk-horizontal { flex-direction: row; align-items: center; }
    .vmk-align-fill.vmk-horizontal { align-items: stretch; }
    .vmk-align-leading { align-items: flex-start; }
    .vmk-align-center { align-items: center; }
    .vmk-align-trailing { align-items: flex-end; }
    .vmk-align-firstBaseline { align-items: baseline; }
    .vmk-list { display: flex; flex-direction: column; gap: 16px; }
    .vmk-section-header, .vmk-section-footer { font-size: 12px; color: #6d6d72; \
    padding: 0 12px 4px; }
    .vmk-section-header { text-transform: uppercase; }
    .vmk-section-footer { padding: 4px 12px 0; }
    .vmk-rows { background: #fff; border-radius: 10px; overflow: hidden; }
    .vmk-row { display: flex; flex-direction: column; padding: 10px 12px; min-height: 44px; \
    justify-content: center; }
    .vmk-row + .vmk-row { border-top: 1px solid #e5e5ea; }
    .vmk-selectable { cursor: pointer; }
    .vmk-selectable::after { content: "\\203A"; align-self: flex-end; margin-top: -1.3em; \
    color: #c7c7cc; }
    .vmk-rows > .vmk-empty { padding: 10px 12px; }
    .vmk-escape { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; \
    font-size: .85em; color: #af52de; background: rgba(175, 82, 222, .12); \
    border-radius: 3px; padding: 0 2px; }
    .vmk-changed { outline: 2px solid #ff9500; outline-offset: 2px; }
    .vmk-redacted { background-image: repeating-linear-gradient(135deg, rgba(0,0,0,.16) 0 3px, rgba(255,255,255,.4) 3px 7px); }
    .vmk-finding-error { box-shadow: 0 0 0 3px #ff3b30; }
    .vmk-finding-warning { box-shadow: 0 0 0 3px #ffcc00; }

    """
}
