// The lead forms' settings live in src/lib, since the analytics schema also reads their names and labels.
export * from "../../lib/lead-form-variants";
