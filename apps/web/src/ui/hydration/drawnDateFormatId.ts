/** The id of the `<script type="application/json">` naming where the server formatted dates (serveDist writes it). */
export const DRAWN_DATE_FORMAT_ID = 'sextant-date-format';
