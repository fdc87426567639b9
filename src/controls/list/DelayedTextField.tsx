import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before a list asks again. */
export const SEARCH_DELAY_MS = 350;

export interface DelayedTextFieldProps {
  label: string;
  placeholder?: string;
  value: string | undefined;
  /** The trimmed text once typing pauses; undefined when emptied. */
  onChange: (value: string | undefined) => void;
  width: number;
  /** A search box (the magnifier) rather than a plain text filter. */
  search?: boolean;
}

/** A list filter's text: what is typed is sent once typing pauses; clearing the filters empties it. */
export function DelayedTextField({ label, placeholder, value, onChange, width, search = false }: DelayedTextFieldProps) {
  const [typed, setTyped] = useState(value ?? '');
  // The latest callback when the pause ends: another filter may have changed the choices meanwhile.
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setTyped(value ?? ''), [value]);
  useEffect(() => {
    if (typed.trim() === (value ?? '').trim()) return undefined;
    const timer = setTimeout(() => latest.current(typed.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <TextField
      size="small"
      type={search ? 'search' : 'text'}
      label={label}
      placeholder={placeholder}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      sx={{ width }}
      slotProps={search ? { input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } } : undefined}
    />
  );
}
