import FacebookIcon from '@mui/icons-material/Facebook';
import ForumIcon from '@mui/icons-material/Forum';
import HubIcon from '@mui/icons-material/Hub';
import InstagramIcon from '@mui/icons-material/Instagram';
import TelegramIcon from '@mui/icons-material/Telegram';
import TwitterIcon from '@mui/icons-material/Twitter';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  twitter: TwitterIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  threads: ForumIcon,
  telegram: TelegramIcon,
  whatsapp: WhatsAppIcon,
  inHouse: HubIcon,
};

/** A network's mark beside its name (the name is always written out too: the icon is decoration). */
export function NetworkIcon({ network }: { network: string }) {
  const Icon = ICONS[network] ?? HubIcon;
  return <Icon fontSize="small" aria-hidden="true" />;
}
