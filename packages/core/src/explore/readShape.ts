import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import type { ServiceKind } from '../network/NetworkProfile';
import type { JsonObject } from './readJson';
import { ReadError } from './ReadError';

/**
 * Checks the parts of an answer a screen relies on (an object under `key`, an array, a string) and
 * hands it on typed. Deeper fields are read defensively by the view-model mappers.
 */
export class ShapeReader {
  constructor(
    private readonly service: ServiceKind,
    private readonly path: string,
  ) {}

  fail(reason: string): never {
    throw new ReadError('READ_BAD_RESPONSE', { service: this.service, path: this.path, reason });
  }

  object<T>(json: JsonObject, key: string): T {
    const value = json[key];
    if (!isJsonObject(value)) this.fail(`"${key}" is not an object`);
    return value as T;
  }

  array<T>(json: JsonObject, key: string): T[] {
    const value: JsonValue | undefined = json[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || !value.every((v) => isJsonObject(v) || typeof v === 'string'))
      this.fail(`"${key}" is not a list`);
    return value as T[];
  }

  string(json: JsonObject, key: string): string {
    const value = json[key];
    if (typeof value !== 'string') this.fail(`"${key}" is not a string`);
    return value;
  }
}
