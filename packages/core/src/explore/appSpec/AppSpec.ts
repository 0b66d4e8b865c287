/**
 * The part of an ARC-56 application spec that decodes state: named storage keys and maps for
 * global, local and box storage, and the structs their types may name. ARC-32 specs are converted
 * into this shape (see parseAppSpec).
 */
export interface StorageKey {
  keyType: string;
  valueType: string;
  /** base64 of the key's bytes. */
  key: string;
  desc?: string;
}

export interface StorageMap {
  keyType: string;
  valueType: string;
  /** base64 of the bytes every key of the map starts with ('' for none). */
  prefix?: string;
  desc?: string;
}

export interface StructField {
  name: string;
  /** An ABI type, or the name of another struct, or (nested inline) a list of fields. */
  type: string | StructField[];
}

export type StorageScope = 'global' | 'local' | 'box';

export interface AppSpec {
  name: string;
  /** Which standard the attached file followed. */
  arc: 56 | 32;
  structs: Record<string, StructField[]>;
  keys: Record<StorageScope, Record<string, StorageKey>>;
  maps: Record<StorageScope, Record<string, StorageMap>>;
}
