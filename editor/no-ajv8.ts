// Stands in for @rjsf/validator-ajv8, which @rjsf/core's test helper (getTestRegistry, never used by the editor)
// imports: the editor validates on the server instead (editor/form-validator.ts says why), so it is not installed.
export default undefined;
