import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import CampaignIcon from '@mui/icons-material/Campaign';
import BarChartIcon from '@mui/icons-material/BarChart';
import BrushIcon from '@mui/icons-material/Brush';
import CategoryIcon from '@mui/icons-material/Category';
import FlagIcon from '@mui/icons-material/Flag';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MenuIcon from '@mui/icons-material/Menu';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import BadgeIcon from '@mui/icons-material/Badge';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import InsightsIcon from '@mui/icons-material/Insights';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ShareIcon from '@mui/icons-material/Share';
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import SourceIcon from '@mui/icons-material/Source';
import TuneIcon from '@mui/icons-material/Tune';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import VideoSettingsIcon from '@mui/icons-material/VideoSettings';
import WebIcon from '@mui/icons-material/Web';
import WebhookIcon from '@mui/icons-material/Webhook';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { SvgIconComponent } from '@mui/icons-material';
import { contentTypeByRoute } from '../../resources/contentTypes';
import type { RouteNode } from './routeTypes';

/** Pages anyone may open, signed in or not; they render without the admin layout. */
export const PUBLIC_ROUTES = {
  switchSite: '/switch-site/:id?',
  unauthenticated: '/unauthenticated',
  unauthorized: '/unauthorized',
  unauthorizedUser: '/unauthorized-user',
  authCallback: '/auth/callback',
} as const;

/** Where `/` goes; the fallback chain takes over when content is forbidden. */
export const HOME_PATH = '/content/list';

/** A standalone content editor; those given an icon are the menu's create entries. Someone sent away is told which type they may not write. */
const editor = (name: string, path: string, permission: string, icon?: SvgIconComponent): RouteNode => ({
  name,
  path: `${path}/:id?`,
  permission,
  standalone: true,
  menu: icon !== undefined,
  icon,
  forbiddenNotice: { message: 'contentEditor.typeForbidden', values: { type: `enums.contentType.${contentTypeByRoute(path)?.key}` } },
});

/**
 * The route map of spec 01 §2 and spec 02 §2: every admin route, its view permission, its menu
 * entry and what happens when it is forbidden. Routes, menu, redirects and fallbacks all read it.
 */
export const ROUTE_MAP: readonly RouteNode[] = [
  {
    name: 'content',
    path: 'content',
    icon: NewspaperIcon,
    redirectFirstChild: true,
    fallback: '/archive/list',
    children: [
      { name: 'contentList', path: 'list/:type?', permission: 'content.view', menu: true, icon: ListAltIcon },
      { name: 'draftContentList', path: 'list-draft/:type?', permission: 'content.view' },
      { name: 'mediaLibrary', path: 'media', permission: 'content.view', menu: true, icon: PermMediaIcon },
      editor('newsEditor', 'news', 'news.view', ArticleIcon),
      editor('videoEditor', 'video', 'video.view', VideoLibraryIcon),
      editor('photoGalleryEditor', 'photo-gallery', 'photoGallery.view', PhotoLibraryIcon),
      editor('columnEditor', 'column', 'column.view'),
      editor('cartoonEditor', 'cartoon', 'cartoon.view'),
      editor('infographicEditor', 'infographic', 'infographic.view', BarChartIcon),
      editor('promotionEditor', 'promotion', 'promotion.view'),
      editor('podcastEditor', 'podcast', 'podcast.view'),
      editor('officialAnnouncementEditor', 'official-announcement', 'officialAnnouncement.view'),
      { name: 'notifications', path: 'notifications', permission: 'notification.view', menu: true, icon: NotificationsIcon },
      { name: 'liveTransfers', path: 'live-transfers', permission: 'liveTransfer.view', menu: true, icon: LiveTvIcon },
      { name: 'videoProcessQueue', path: 'video-process-queue', permission: 'videoProcessQueue.view', menu: true, icon: VideoSettingsIcon },
      { name: 'editorContentReport', path: 'editor-content-report', permission: 'editorContentReport.view', menu: true, icon: AssessmentIcon },
    ],
  },
  {
    name: 'agency',
    path: 'agency',
    icon: RssFeedIcon,
    redirectFirstChild: true,
    children: [{ name: 'agencyList', path: 'list/:tab?', permission: 'agency.view', menu: true, icon: RssFeedIcon }],
  },
  {
    name: 'archive',
    path: 'archive',
    icon: Inventory2Icon,
    redirectFirstChild: true,
    fallback: '/agency/list',
    children: [{ name: 'archiveList', path: 'list', permission: 'agencyArchive.view', menu: true, icon: Inventory2Icon }],
  },
  {
    name: 'headline',
    path: 'headline',
    icon: ViewCarouselIcon,
    redirectFirstChild: true,
    children: [{ name: 'headlineList', path: 'list', permission: 'headline.view', reads: ['headlineCategoryList.view'], menu: true, icon: ViewCarouselIcon }],
  },
  { name: 'headlineOldList', path: 'headline-old/list', permission: 'headlineOld.view', reads: ['headlineCategoryList.view'], menu: true, icon: HistoryIcon },
  {
    name: 'seo',
    path: 'seo',
    icon: ManageSearchIcon,
    redirectFirstChild: true,
    children: [
      { name: 'hadithList', path: 'hadith/list', permission: 'seoContents.view', menu: true, icon: ManageSearchIcon },
      { name: 'hadithDetail', path: 'hadith/detail/:id', permission: 'seoContents.view' },
      { name: 'dreamInterpretationList', path: 'dream-interpretation/list', permission: 'seoContents.view', menu: true, icon: ManageSearchIcon },
      { name: 'dreamInterpretationDetail', path: 'dream-interpretation/detail/:id?', permission: 'seoContents.view' },
      { name: 'duaList', path: 'dua/list', permission: 'seoContents.view', menu: true, icon: ManageSearchIcon },
      { name: 'duaDetail', path: 'dua/detail/:id?', permission: 'seoContents.view' },
      { name: 'fatwaList', path: 'fatwa/list', permission: 'seoContents.view', menu: true, icon: ManageSearchIcon },
      { name: 'fatwaDetail', path: 'fatwa/detail/:id?', permission: 'seoContents.view' },
    ],
  },
  {
    name: 'reels',
    path: 'reels',
    icon: SlideshowIcon,
    redirectFirstChild: true,
    children: [
      { name: 'reelsList', path: 'list', permission: 'reels.view', menu: true, icon: SlideshowIcon },
      { name: 'reelsDetail', path: 'detail/:id?', permission: 'reels.view' },
      { name: 'reelsPendingDetail', path: 'pending-detail/:id?', permission: 'reels.view' },
    ],
  },
  {
    name: 'story',
    path: 'story',
    icon: AutoStoriesIcon,
    redirectFirstChild: true,
    children: [
      { name: 'storyList', path: 'list', permission: 'story.view', menu: true, icon: AutoStoriesIcon },
      { name: 'storyDetail', path: 'detail/:id?', permission: 'story.view' },
      { name: 'storyPendingDetail', path: 'pending-detail/:id?', permission: 'story.view' },
    ],
  },
  {
    name: 'mailing',
    path: 'mailing',
    icon: MailIcon,
    redirectFirstChild: true,
    children: [
      { name: 'mailingList', path: 'list', permission: 'mailing.view', menu: true, icon: MailIcon },
      { name: 'mailingDetail', path: 'detail/:id?', permission: 'mailing.view' },
      { name: 'mailingSubscribers', path: 'subscribers', permission: 'mailing.view', menu: true, icon: PeopleIcon },
      { name: 'mailingOld', path: 'old/:sendDate?', permission: 'mailingOld.view', menu: true, icon: HistoryIcon },
      { name: 'mailingOldUpcoming', path: 'old-upcoming', permission: 'mailingOld.view' },
      { name: 'mailingOldSent', path: 'old-sent', permission: 'mailingOld.view' },
      { name: 'mailingSentMail', path: 'sent-mail/:id?', permission: ['mailing.view', 'mailingOld.view'], menu: true, icon: MarkEmailReadIcon },
    ],
  },
  {
    name: 'settings',
    path: 'settings',
    icon: SettingsIcon,
    redirectFirstChild: true,
    children: [
      {
        name: 'contentSettings',
        path: 'content',
        icon: TuneIcon,
        redirectFirstChild: true,
        children: [
          { name: 'categories', path: 'categories/:id?', permission: 'category.view', menu: true, icon: CategoryIcon },
          { name: 'signatures', path: 'signatures', permission: 'signature.view', menu: true, icon: HistoryEduIcon },
          { name: 'sources', path: 'sources', permission: 'source.view', menu: true, icon: SourceIcon },
          { name: 'authors', path: 'authors/:id?', permission: 'author.view', menu: true, icon: PersonIcon },
          // Ours (spec 02 §3 person fields have no route): the people contents are about.
          { name: 'people', path: 'people/:id?', permission: 'person.view', menu: true, icon: BadgeIcon },
          { name: 'cartoonists', path: 'cartoonists', permission: 'cartoonist.view', menu: true, icon: BrushIcon },
          { name: 'programs', path: 'programs', permission: 'program.view', menu: true, icon: ScheduleIcon },
        ],
      },
      {
        name: 'headlineSettings',
        path: 'headline',
        icon: ViewCarouselIcon,
        redirectFirstChild: true,
        children: [
          { name: 'headlineTags', path: 'headline-tags', permission: 'headlineTag.view', menu: true, icon: LocalOfferIcon },
          { name: 'headlineTypes', path: 'headline-types', permission: 'headlineSettings.view', menu: true, icon: ViewListIcon },
          { name: 'headlineCategories', path: 'headline-categories', permission: 'headlineCategoryList.view', menu: true, icon: FolderSpecialIcon },
        ],
      },
      {
        name: 'socialMediaSettings',
        path: 'social',
        icon: ShareIcon,
        redirectFirstChild: true,
        children: [
          { name: 'socialAccounts', path: 'accounts', permission: 'socialMedia.view', menu: true, icon: ShareIcon },
          { name: 'utmSources', path: 'utm-sources', permission: 'socialMedia.view', menu: true, icon: CampaignIcon },
        ],
      },
      {
        name: 'otherSettings',
        path: 'other',
        icon: InsightsIcon,
        redirectFirstChild: true,
        children: [
          { name: 'menuList', path: 'menu/list', permission: 'menu.view', menu: true, icon: MenuIcon },
          { name: 'menuDetail', path: 'menu/detail/:id?', permission: 'menu.view' },
          { name: 'brands', path: 'brands', permission: 'brand.view', menu: true, icon: BrandingWatermarkIcon },
        ],
      },
      {
        name: 'systemSettings',
        path: 'system',
        icon: SettingsIcon,
        redirectFirstChild: true,
        children: [
          { name: 'userList', path: 'user/list', permission: 'user.view', menu: true, icon: GroupIcon },
          { name: 'userDetail', path: 'user/detail/:id?', permission: 'user.view' },
          { name: 'permissionMatrix', path: 'permissions', permission: 'user.permissions', menu: true, icon: AdminPanelSettingsIcon },
          { name: 'siteSettings', path: 'site-settings', permission: 'user.permissions', menu: true, icon: WebIcon },
          { name: 'handbookAcceptances', path: 'handbook', permission: 'user.view', menu: true, icon: MenuBookIcon },
          { name: 'featureFlags', path: 'feature-flags', permission: 'featureFlags.view', menu: true, icon: FlagIcon },
          { name: 'webhooks', path: 'webhooks', permission: 'webhook.view', menu: true, icon: WebhookIcon },
          { name: 'activityLog', path: 'activity-log', permission: 'activityLog.view', menu: true, icon: ManageHistoryIcon },
        ],
      },
    ],
  },
];
