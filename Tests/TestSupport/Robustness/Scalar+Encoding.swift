import Foundation

/// Each scalar through the typed method of each kind of container, so that
/// every overload a synthesized conformance may call is reached.
extension Scalar {
  func encode(into container: inout some SingleValueEncodingContainer) throws {
    switch self {
    case .string(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .float(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .int8(let value): try container.encode(value)
    case .int16(let value): try container.encode(value)
    case .int32(let value): try container.encode(value)
    case .int64(let value): try container.encode(value)
    case .uint(let value): try container.encode(value)
    case .uint8(let value): try container.encode(value)
    case .uint16(let value): try container.encode(value)
    case .uint32(let value): try container.encode(value)
    case .uint64(let value): try container.encode(value)
    case .null: try container.encodeNil()
    case .date(let value): try container.encode(value)
    case .url(let value): try container.encode(value)
    case .data(let value): try container.encode(value)
    case .decimal(let value): try container.encode(value)
    }
  }

  func encode(into container: inout any UnkeyedEncodingContainer) throws {
    switch self {
    case .string(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .float(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .int8(let value): try container.encode(value)
    case .int16(let value): try container.encode(value)
    case .int32(let value): try container.encode(value)
    case .int64(let value): try container.encode(value)
    case .uint(let value): try container.encode(value)
    case .uint8(let value): try container.encode(value)
    case .uint16(let value): try container.encode(value)
    case .uint32(let value): try container.encode(value)
    case .uint64(let value): try container.encode(value)
    case .null: try container.encodeNil()
    case .date(let value): try container.encode(value)
    case .url(let value): try container.encode(value)
    case .data(let value): try container.encode(value)
    case .decimal(let value): try container.encode(value)
    }
  }

  func encode(forKey key: DynamicKey, into container: inout KeyedEncodingContainer<DynamicKey>)
    throws
  {
    switch self {
    case .string(let value): try container.encode(value, forKey: key)
    case .bool(let value): try container.encode(value, forKey: key)
    case .double(let value): try container.encode(value, forKey: key)
    case .float(let value): try container.encode(value, forKey: key)
    case .int(let value): try container.encode(value, forKey: key)
    case .int8(let value): try container.encode(value, forKey: key)
    case .int16(let value): try container.encode(value, forKey: key)
    case .int32(let value): try container.encode(value, forKey: key)
    case .int64(let value): try container.encode(value, forKey: key)
    case .uint(let value): try container.encode(value, forKey: key)
    case .uint8(let value): try container.encode(value, forKey: key)
    case .uint16(let value): try container.encode(value, forKey: key)
    case .uint32(let value): try container.encode(value, forKey: key)
    case .uint64(let value): try container.encode(value, forKey: key)
    case .null: try container.encodeNil(forKey: key)
    case .date(let value): try container.encode(value, forKey: key)
    case .url(let value): try container.encode(value, forKey: key)
    case .data(let value): try container.encode(value, forKey: key)
    case .decimal(let value): try container.encode(value, forKey: key)
    }
  }

  /// A present scalar through the typed `encodeIfPresent`.
  func encodeIfPresent(
    forKey key: DynamicKey, into container: inout KeyedEncodingContainer<DynamicKey>
  ) throws {
    switch self {
    case .string(let value): try container.encodeIfPresent(value, forKey: key)
    case .bool(let value): try container.encodeIfPresent(value, forKey: key)
    case .double(let value): try container.encodeIfPresent(value, forKey: key)
    case .float(let value): try container.encodeIfPresent(value, forKey: key)
    case .int(let value): try container.encodeIfPresent(value, forKey: key)
    case .int8(let value): try container.encodeIfPresent(value, forKey: key)
    case .int16(let value): try container.encodeIfPresent(value, forKey: key)
    case .int32(let value): try container.encodeIfPresent(value, forKey: key)
    case .int64(let value): try container.encodeIfPresent(value, forKey: key)
    case .uint(let value): try container.encodeIfPresent(value, forKey: key)
    case .uint8(let value): try container.encodeIfPresent(value, forKey: key)
    case .uint16(let value): try container.encodeIfPresent(value, forKey: key)
    case .uint32(let value): try container.encodeIfPresent(value, forKey: key)
    case .uint64(let value): try container.encodeIfPresent(value, forKey: key)
    case .null: try container.encodeIfPresent(TreeNode.scalar(.null), forKey: key)
    case .date(let value): try container.encodeIfPresent(value, forKey: key)
    case .url(let value): try container.encodeIfPresent(value, forKey: key)
    case .data(let value): try container.encodeIfPresent(value, forKey: key)
    case .decimal(let value): try container.encodeIfPresent(value, forKey: key)
    }
  }
}
