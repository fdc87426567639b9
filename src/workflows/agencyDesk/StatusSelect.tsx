import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { AGENCY_STATUSES, type AgencyStatus } from '../../../resources/agencyStatus.ts';

export interface StatusSelectProps {
  status: AgencyStatus;
  label: string;
  onChange: (status: AgencyStatus) => void;
  disabled?: boolean;
  /** The label shown above the value (a table row's select is named for the reader only). */
  showLabel?: boolean;
}

/** The desk's statuses (resources/agencyStatus.ts) in a small menu. */
export function StatusSelect({ status, label, onChange, disabled, showLabel = false }: StatusSelectProps) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl size="small" disabled={disabled} sx={{ width: showLabel ? 200 : undefined }}>
      {showLabel && <InputLabel id={labelId}>{label}</InputLabel>}
      <Select
        value={status}
        onChange={(event) => onChange(event.target.value as AgencyStatus)}
        {...(showLabel ? { labelId, label } : { inputProps: { 'aria-label': label } })}
      >
        {AGENCY_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`agency.statuses.${value}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
