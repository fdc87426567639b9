import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { AGENCY_STATUSES, type AgencyStatus } from '../../../resources/agencyStatus.ts';

export interface StatusSelectProps {
  status: AgencyStatus;
  label: string;
  onChange: (status: AgencyStatus) => void;
  disabled?: boolean;
}

/** The open item's status among the desk's statuses (resources/agencyStatus.ts); a row has its chip (StatusChip). */
export function StatusSelect({ status, label, onChange, disabled }: StatusSelectProps) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl size="small" disabled={disabled} sx={{ width: 200 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select value={status} onChange={(event) => onChange(event.target.value as AgencyStatus)} labelId={labelId} label={label}>
        {AGENCY_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`agency.statuses.${value}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
