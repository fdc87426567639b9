export interface NumberOptions {
  /** Default 0 (spec 01 §5). */
  min?: number;
  /** Whole numbers (default) or floats. */
  integer?: boolean;
}

/** The number typed, as text or number; the decimal comma of Turkish keyboards is accepted. */
export function parseNumber(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Spec 01 §5 number field: empty, unreadable or below the minimum becomes the minimum; integers drop the fraction. */
export function normaliseNumber(value: unknown, { min = 0, integer = true }: NumberOptions = {}): number {
  const parsed = parseNumber(value);
  if (parsed === undefined) return min;
  const number = integer ? Math.trunc(parsed) : parsed;
  return number < min ? min : number;
}

/** A number field's value as the form keeps it: empty (or unreadable) stays null on a `nullable` field, else normaliseNumber. */
export function normaliseNumberField(value: unknown, field: NumberOptions & { nullable?: boolean }): number | null {
  if (field.nullable && parseNumber(value) === undefined) return null;
  return normaliseNumber(value, { min: field.min ?? 0, integer: field.integer ?? true });
}
