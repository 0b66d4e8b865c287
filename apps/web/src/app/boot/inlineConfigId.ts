/**
 * The id of the `<script type="application/json">` in index.html that holds the config when the
 * server writes it there (scripts/serveDist.ts), read by `loadAppConfig` instead of /config.json.
 */
export const INLINE_CONFIG_ID = 'sextant-config';
