// The validator ships no types: what tests/support/structured-data-checks.ts calls of it.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    rootType: string;
    dataFormat: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: unknown[];
    fieldNames?: string[];
    location?: string;
    source?: string;
  }
  /** Without the schema.org vocabulary (its constructor's argument) it runs Google's rules alone, offline. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(data: { jsonld?: Record<string, unknown[]>; microdata?: Record<string, unknown[]>; rdfa?: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
