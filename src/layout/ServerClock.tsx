import { useServerClock } from '../providers/serverClock';
import { ServerClockView } from './ServerClockView';

export function ServerClock() {
  return <ServerClockView useTime={useServerClock} />;
}
