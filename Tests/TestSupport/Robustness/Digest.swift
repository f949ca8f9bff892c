/// A 64-bit FNV-1a digest: enough to tell two renderings apart, so that
/// two processes can compare many renderings by printing one number each.
public func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in bytes {
    hash ^= UInt64(byte)
    hash &*= 0x0000_0100_0000_01B3
  }
  return hash
}
