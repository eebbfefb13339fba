/**
 * A response body already serialised to JSON (e.g. from a cache). The route wrapper sends the
 * text as is, so a cached answer costs no serialisation.
 */
export class RawJson {
  constructor(readonly text: string) {}
}
