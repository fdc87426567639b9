import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { DayField } from '../../controls/dateTime/DayField.tsx';
import { dayOrToday, dayRange, shiftDay, today } from './mailingDay.ts';
import { OldMailingList } from './OldMailingList.tsx';

/** The newsletters of one send date (mailing/old/:sendDate?, spec 02 §2): today when none is given; a picker and the days around it. */
export default function MailingOldByDate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const params = useParams();
  const day = dayOrToday(params.sendDate);
  const filter = useMemo(() => dayRange(day), [day]);
  const go = (next: string) => navigate(`/mailing/old/${next}`);
  const toolbar = (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      <IconButton aria-label={translate('mailingScreens.old.previousDay')} onClick={() => go(shiftDay(day, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <DayField size="small" width={170} label={translate('mailingScreens.old.day')} value={day} onChange={(next) => next && go(next)} />
      <IconButton aria-label={translate('mailingScreens.old.nextDay')} onClick={() => go(shiftDay(day, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Button size="small" disabled={day === today()} onClick={() => go(today())}>
        {translate('mailingScreens.old.today')}
      </Button>
    </Stack>
  );
  return <OldMailingList route="mailingOld" filter={filter} soonestFirst toolbar={toolbar} />;
}
