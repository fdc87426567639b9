import { useConnectionStatus } from '../providers/connectionStatus';
import { DisconnectedIndicatorView } from './DisconnectedIndicatorView';

export function DisconnectedIndicator() {
  const { disconnected } = useConnectionStatus();
  return <DisconnectedIndicatorView disconnected={disconnected} />;
}
