/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  subscription RealtimeEvents($topic: String!) {\n    realtimeEvents(topic: $topic) { topic type payload }\n  }\n": typeof types.RealtimeEventsDocument,
    "\n  query getCurrentTime {\n    currentTime\n  }\n": typeof types.GetCurrentTimeDocument,
    "\n  subscription onCurrentTime {\n    currentTime\n  }\n": typeof types.OnCurrentTimeDocument,
    "\n  query GetCurrentUser {\n    currentUser { id name username email department picture isApproved sites roles }\n    disabledFeatures\n  }\n": typeof types.GetCurrentUserDocument,
    "\n  query getSites {\n    sites { id name displayName isApproved logo url linkName language tinyUrl }\n  }\n": typeof types.GetSitesDocument,
    "\n  query GetPermissions {\n    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n  }\n": typeof types.GetPermissionsDocument,
    "\n  query ActivityLog($filter: ActivityLogFilter, $page: Int, $limit: Int) {\n    activityLog(filter: $filter, page: $page, limit: $limit) { id resource recordId action userId userName at fields revisionId }\n  }\n": typeof types.ActivityLogDocument,
    "\n  query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      agencyContentId title spot agencyCategoryName createdDate embargoUntil status hasItBeenUsed isInappropriate version cursor agency { name } images { path }\n    }\n  }\n": typeof types.GetAgencyContentsDocument,
    "\n  query GetAgencyArchives($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id agencyContentId title spot content tags agencyCategoryName isApproved createdDate status hasItBeenUsed source author cursor\n      agency { id name } createdBy { name } images { path aiPath text width height fileSize agencyImageId }\n    }\n  }\n": typeof types.GetAgencyArchivesDocument,
    "\n  query GetAgencyVideos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyVideos(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id agencyContentId title content city category tags createdDate status hasItBeenUsed cameraman source cursor\n      agency { id name } video { path mimeType }\n    }\n  }\n": typeof types.GetAgencyVideosDocument,
    "\n  query GetAgencyContent($agencyContentId: String!) {\n    agencyContent(agencyContentId: $agencyContentId) {\n      agencyContentId title spot content city country tags agencyCategoryName createdDate updatedDate embargoUntil status hasItBeenUsed isInappropriate\n      source author version agency { id name } user { name }\n      images { path aiPath text width height fileSize agencyImageId }\n    }\n  }\n": typeof types.GetAgencyContentDocument,
    "\n  query GetAgencies($tabName: String) {\n    agencies(page: 0, limit: 0, tabName: $tabName) { agencyId name }\n  }\n": typeof types.GetAgenciesDocument,
    "\n  query GetAgencyCategories {\n    agencyCategories\n  }\n": typeof types.GetAgencyCategoriesDocument,
    "\n  query GetActiveUsersOfAgencyContents {\n    activeUsersOfAgencyContents { id name }\n  }\n": typeof types.GetActiveUsersOfAgencyContentsDocument,
    "\n  query GetActiveUsersOfAgencyArchives {\n    activeUsersOfAgencyArchives { id name }\n  }\n": typeof types.GetActiveUsersOfAgencyArchivesDocument,
    "\n  mutation SaveAgencyContent($input: AgencyContentInput!) {\n    saveAgencyContent(input: $input) { version title spot content tags status hasItBeenUsed isInappropriate draftId user { name } }\n  }\n": typeof types.SaveAgencyContentDocument,
    "\n  mutation SaveAgencyArchive($input: AgencyArchiveInput!) {\n    saveAgencyArchive(input: $input) { id }\n  }\n": typeof types.SaveAgencyArchiveDocument,
    "\n  mutation UpdateStatusToAgencyContent($key: String!, $status: AgencyStatus!) {\n    updateStatusToAgencyContent(agencyContentId: $key, status: $status)\n  }\n": typeof types.UpdateStatusToAgencyContentDocument,
    "\n  mutation UpdateStatusToAgencyArchive($key: ID!, $status: AgencyStatus!) {\n    updateStatusToAgencyArchive(agencyArchiveId: $key, status: $status)\n  }\n": typeof types.UpdateStatusToAgencyArchiveDocument,
    "\n  mutation UpdateStatusToAgencyVideo($key: Int!, $status: AgencyStatus!) {\n    updateStatusToAgencyVideo(agencyVideoId: $key, status: $status)\n  }\n": typeof types.UpdateStatusToAgencyVideoDocument,
    "\n  fragment PickedImage on AgencyImage { path text width height fileSize missing agencyImageId }\n": typeof types.PickedImageFragmentDoc,
    "\n  query GetAgencyPhotos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      agencyContentId title createdDate author source cursor agency { name } images { ...PickedImage }\n    }\n  }\n": typeof types.GetAgencyPhotosDocument,
    "\n  query GetArchivePhotos($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id title createdDate author source cursor agency { name } images { ...PickedImage }\n    }\n  }\n": typeof types.GetArchivePhotosDocument,
    "\n  query AvailableBulkActions($resource: String!) {\n    availableBulkActions(resource: $resource)\n  }\n": typeof types.AvailableBulkActionsDocument,
    "\n  mutation BulkAction($input: BulkActionInput!) {\n    bulkAction(input: $input) {\n      done refused failed\n      rows { id outcome code message heldBy }\n    }\n  }\n": typeof types.BulkActionDocument,
    "\n  query GetContentDrafts($filter: ContentDraftFilter, $page: Int, $limit: Int) {\n    contentDrafts(filter: $filter, page: $page, limit: $limit) {\n      id contentId type title spot categoryId baseVersion contentVersion contentEditorId version updatedDate\n    }\n  }\n": typeof types.GetContentDraftsDocument,
    "\n  query GetContentDraft($id: ID!) {\n    contentDraft(id: $id) { id contentId type baseVersion contentVersion version updatedDate values }\n  }\n": typeof types.GetContentDraftDocument,
    "\n  mutation SaveContentDraft($input: ContentDraftInput!) {\n    saveContentDraft(input: $input) { id version updatedDate cleaned }\n  }\n": typeof types.SaveContentDraftDocument,
    "\n  mutation DeleteContentDraft($id: ID!) {\n    deleteContentDraft(id: $id)\n  }\n": typeof types.DeleteContentDraftDocument,
    "\n  query GetContentRevisions($contentId: ID!, $page: Int, $limit: Int) {\n    contentRevisions(contentId: $contentId, page: $page, limit: $limit) {\n      id version createdDate createdUser { id name } changedFields restoredFromVersion\n    }\n  }\n": typeof types.GetContentRevisionsDocument,
    "\n  query GetContentRevision($contentId: ID!, $revisionId: ID!) {\n    contentRevision(contentId: $contentId, revisionId: $revisionId) { id version snapshot }\n  }\n": typeof types.GetContentRevisionDocument,
    "\n  mutation RestoreContentRevision($contentId: ID!, $revisionId: ID!, $version: Int!) {\n    restoreContentRevision(contentId: $contentId, revisionId: $revisionId, version: $version) { id version }\n  }\n": typeof types.RestoreContentRevisionDocument,
    "\n  query GetContentList($filter: ContentFilter, $limit: Int, $firstContentDate: String, $after: String) {\n    contents(filter: $filter, limit: $limit, firstContentDate: $firstContentDate, after: $after) {\n      id version type status title spot categoryId contentDate publishDate isNewsWorthy showInHomepage createdUserId updatedUserId cursor agencyUpdate { version }\n    }\n  }\n": typeof types.GetContentListDocument,
    "\n  query GetContentEditors {\n    activeUsersOfContents { id name }\n  }\n": typeof types.GetContentEditorsDocument,
    "\n  query GetContentCategories {\n    allCategories(limit: 1000) { id name displayName contentTypes }\n  }\n": typeof types.GetContentCategoriesDocument,
    "\n  mutation UpdateStatusToContent($contentId: ID!, $status: Int!) {\n    updateStatusToContent(contentId: $contentId, status: $status)\n  }\n": typeof types.UpdateStatusToContentDocument,
    "\n  query GetPickerItems($provider: String!, $filter: PickerFilter, $page: Int, $limit: Int) {\n    pickerItems(provider: $provider, filter: $filter, page: $page, limit: $limit) { provider id entity }\n  }\n": typeof types.GetPickerItemsDocument,
    "\n  query GetRecipeCategories {\n    recipeCategories { id name }\n  }\n": typeof types.GetRecipeCategoriesDocument,
    "\n  query GetRecipeAuthors {\n    recipeAuthors { id fullName }\n  }\n": typeof types.GetRecipeAuthorsDocument,
    "\n  query GetPickerContentAuthors {\n    authors(limit: 1000) { id fullName }\n  }\n": typeof types.GetPickerContentAuthorsDocument,
    "\n  fragment EditPermitFields on EditPermit {\n    resource recordId expiresAt autoAcceptSeconds heartbeatSeconds\n    holder { userId name session since }\n    request { user { userId name session since } requestedAt autoAcceptAt }\n    viewers { userId name session since }\n    last { kind byUserId toUserId toSession at }\n  }\n": typeof types.EditPermitFieldsFragmentDoc,
    "\n  query GetEditPermit($resource: String!, $id: ID!) {\n    editPermit(resource: $resource, id: $id) { ...EditPermitFields }\n  }\n": typeof types.GetEditPermitDocument,
    "\n  mutation HoldEditPermit($resource: String!, $id: ID!, $session: String!) {\n    holdEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n": typeof types.HoldEditPermitDocument,
    "\n  mutation HeartbeatEditPermit($resource: String!, $id: ID!, $session: String!) {\n    heartbeatEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n": typeof types.HeartbeatEditPermitDocument,
    "\n  mutation RequestEditPermit($resource: String!, $id: ID!, $session: String!) {\n    requestEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n": typeof types.RequestEditPermitDocument,
    "\n  mutation AnswerEditPermitRequest($resource: String!, $id: ID!, $accept: Boolean!) {\n    answerEditPermitRequest(resource: $resource, id: $id, accept: $accept) { ...EditPermitFields }\n  }\n": typeof types.AnswerEditPermitRequestDocument,
    "\n  mutation TakeOverEditPermit($resource: String!, $id: ID!, $session: String!) {\n    takeOverEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n": typeof types.TakeOverEditPermitDocument,
    "\n  mutation ReleaseEditPermit($resource: String!, $id: ID!, $session: String!) {\n    releaseEditPermit(resource: $resource, id: $id, session: $session) { resource recordId }\n  }\n": typeof types.ReleaseEditPermitDocument,
    "\n  mutation RemoveUserFromPage($resource: String!, $id: ID!, $userId: ID!) {\n    removeUserFromPage(resource: $resource, id: $id, userId: $userId) { ...EditPermitFields }\n  }\n": typeof types.RemoveUserFromPageDocument,
    "\n  subscription EditPermitChanged($resource: String!, $id: ID!) {\n    editPermitChanged(resource: $resource, id: $id) { ...EditPermitFields }\n  }\n": typeof types.EditPermitChangedDocument,
    "\n  query GetEditPermitHolders($resource: String!, $ids: [ID!]!) {\n    editPermitHolders(resource: $resource, ids: $ids) { recordId holder { userId name session since } }\n  }\n": typeof types.GetEditPermitHoldersDocument,
    "\n  subscription EditPermitHoldersChanged($resource: String!) {\n    editPermitHoldersChanged(resource: $resource) { recordId holder { userId name session since } }\n  }\n": typeof types.EditPermitHoldersChangedDocument,
    "\n  query GetEditorContentReport($filter: EditorContentReportFilter!) {\n    editorContentReport(filter: $filter) {\n      rows { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }\n      totals { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }\n    }\n  }\n": typeof types.GetEditorContentReportDocument,
    "\n  query GlobalSearch($query: String!, $limit: Int) {\n    globalSearch(query: $query, limit: $limit) {\n      kind\n      more\n      failed\n      hits { kind id title detail date resource contentType }\n    }\n  }\n": typeof types.GlobalSearchDocument,
    "\n  fragment HandbookFields on Handbook {\n    __typename version language title introduction sections { heading paragraphs } accepted acceptedDate\n  }\n": typeof types.HandbookFieldsFragmentDoc,
    "\n  query GetHandbook($language: String) {\n    handbook(language: $language) { ...HandbookFields }\n  }\n": typeof types.GetHandbookDocument,
    "\n  mutation AcceptHandbook($version: String!) {\n    acceptHandbook(version: $version) { ...HandbookFields }\n  }\n": typeof types.AcceptHandbookDocument,
    "\n  query GetHandbookAcceptances($limit: Int, $after: String) {\n    handbookAcceptances(limit: $limit, after: $after) { id userId userName userEmail version acceptedDate isCurrentVersion cursor }\n  }\n": typeof types.GetHandbookAcceptancesDocument,
    "\n  fragment HeadlineItemFields on HeadlineItem {\n    __typename id headlineId order state contentId provider external\n    content { id title contentType isApproved publishedAt coverUrl }\n    title titleHidden spot spotHidden manualUrl images\n    pin pinnedUntil archive tag { id name isApproved } headlinedAt publishAt auto version updatedAt updatedByName\n  }\n": typeof types.HeadlineItemFieldsFragmentDoc,
    "\n  fragment HeadlineFields on Headline {\n    __typename id version updatedAt autoCategoryId autoContentType autoTotalCount\n    headlineType { id name itemCount supportedContentTypes coverCropWidth coverCropHeight }\n    items { ...HeadlineItemFields }\n    pending { ...HeadlineItemFields }\n  }\n": typeof types.HeadlineFieldsFragmentDoc,
    "\n  query GetHeadlines($filter: HeadlineFilter, $limit: Int) {\n    headlines(filter: $filter, limit: $limit) { data { ...HeadlineFields } total }\n  }\n": typeof types.GetHeadlinesDocument,
    "\n  query GetHeadline($id: ID!) {\n    headline(id: $id) { ...HeadlineFields }\n  }\n": typeof types.GetHeadlineDocument,
    "\n  query GetOldHeadlines($at: DateTime!, $headlineCategoryId: ID!) {\n    oldHeadlines(at: $at, headlineCategoryId: $headlineCategoryId) { ...HeadlineFields }\n  }\n": typeof types.GetOldHeadlinesDocument,
    "\n  mutation SaveHeadline($input: HeadlineInput!) {\n    saveHeadline(input: $input) { ...HeadlineFields }\n  }\n": typeof types.SaveHeadlineDocument,
    "\n  mutation MoveHeadlineItem($headlineId: ID!, $itemId: ID!, $afterItemId: ID, $version: Int!) {\n    moveHeadlineItem(headlineId: $headlineId, itemId: $itemId, afterItemId: $afterItemId, version: $version) { ...HeadlineFields }\n  }\n": typeof types.MoveHeadlineItemDocument,
    "\n  mutation PinHeadlineItem($headlineId: ID!, $itemId: ID!, $pin: HeadlinePin!, $version: Int!) {\n    pinHeadlineItem(headlineId: $headlineId, itemId: $itemId, pin: $pin, version: $version) { ...HeadlineFields }\n  }\n": typeof types.PinHeadlineItemDocument,
    "\n  mutation MoveHeadlineItemToPending($headlineId: ID!, $itemId: ID!, $publishAt: DateTime!, $order: Int!, $version: Int!) {\n    moveHeadlineItemToPending(headlineId: $headlineId, itemId: $itemId, publishAt: $publishAt, order: $order, version: $version) { ...HeadlineFields }\n  }\n": typeof types.MoveHeadlineItemToPendingDocument,
    "\n  mutation RemoveHeadlineItem($headlineId: ID!, $itemId: ID!, $version: Int!) {\n    removeHeadlineItem(headlineId: $headlineId, itemId: $itemId, version: $version) { ...HeadlineFields }\n  }\n": typeof types.RemoveHeadlineItemDocument,
    "\n  subscription HeadlineChanged($headlineCategoryId: ID!) {\n    headlineChanged(headlineCategoryId: $headlineCategoryId) { headlineId version kind itemId byUserId at }\n  }\n": typeof types.HeadlineChangedDocument,
    "\n  fragment MailingFields on Mailing {\n    __typename id version title channelId type status sendDate userSpecificTitle articlesOfTheDay cursor\n    items { __typename title spot contentUrl contentId contentDate contentTypeId imageUrl isChiefSelection order }\n    report { __typename recipients sent failed }\n  }\n": typeof types.MailingFieldsFragmentDoc,
    "\n  query GetMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {\n      __typename id title channelId type status sendDate cursor\n    }\n  }\n": typeof types.GetMailingsDocument,
    "\n  query GetMailing($id: ID!) {\n    mailing(id: $id) { ...MailingFields }\n  }\n": typeof types.GetMailingDocument,
    "\n  query GetMailingChannels($limit: Int) {\n    mailingChannels(limit: $limit) { __typename id name }\n  }\n": typeof types.GetMailingChannelsDocument,
    "\n  mutation SaveMailing($input: MailingInput!) {\n    saveMailing(input: $input) { ...MailingFields }\n  }\n": typeof types.SaveMailingDocument,
    "\n  mutation ScheduleMailing($id: ID!, $version: Int!) {\n    scheduleMailing(id: $id, version: $version) { ...MailingFields }\n  }\n": typeof types.ScheduleMailingDocument,
    "\n  mutation CancelMailing($id: ID!, $version: Int!) {\n    cancelMailing(id: $id, version: $version)\n  }\n": typeof types.CancelMailingDocument,
    "\n  query GetOldMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {\n      __typename id title channelId type status sendDate cursor\n      report { __typename recipients sent failed bounced unknown pending unsubscribed }\n    }\n  }\n": typeof types.GetOldMailingsDocument,
    "\n  query GetMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!], $page: Int, $limit: Int) {\n    mailingDeliveries(mailingId: $mailingId, states: $states, page: $page, limit: $limit) {\n      __typename total\n      data { __typename id email state attempts smtpCode error sentAt }\n    }\n  }\n": typeof types.GetMailingDeliveriesDocument,
    "\n  mutation ResendMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!]!) {\n    resendMailingDeliveries(mailingId: $mailingId, states: $states)\n  }\n": typeof types.ResendMailingDeliveriesDocument,
    "\n  query MailingPreview($id: ID, $input: MailingInput) {\n    mailingPreview(id: $id, input: $input) { __typename subject html text }\n  }\n": typeof types.MailingPreviewDocument,
    "\n  mutation SendMailingTest($id: ID!) {\n    sendMailingTest(id: $id) { __typename sent to subject messageId smtpCode reason }\n  }\n": typeof types.SendMailingTestDocument,
    "\n  query GetSentMails($filter: SentMailFilter, $page: Int, $limit: Int) {\n    mailCaptured\n    sentMails(filter: $filter, page: $page, limit: $limit) {\n      __typename\n      total\n      data { __typename id messageId mailingId from to subject date }\n    }\n  }\n": typeof types.GetSentMailsDocument,
    "\n  query GetSentMail($id: ID!) {\n    sentMail(id: $id) {\n      __typename id messageId mailingId from to subject date html text\n      headers { __typename name value }\n    }\n  }\n": typeof types.GetSentMailDocument,
    "\n  fragment MailingSubscriberFields on MailingSubscriber {\n    __typename id channelId email status source createdDate subscribedAt unsubscribedAt\n  }\n": typeof types.MailingSubscriberFieldsFragmentDoc,
    "\n  query GetMailingSubscribers($filter: MailingSubscriberFilter, $page: Int, $limit: Int) {\n    mailingSubscribers(filter: $filter, page: $page, limit: $limit) {\n      __typename total\n      data { ...MailingSubscriberFields }\n    }\n  }\n": typeof types.GetMailingSubscribersDocument,
    "\n  mutation AddMailingSubscriber($channelId: ID!, $email: String!) {\n    addMailingSubscriber(channelId: $channelId, email: $email) { ...MailingSubscriberFields }\n  }\n": typeof types.AddMailingSubscriberDocument,
    "\n  mutation ImportMailingSubscribers($channelId: ID!, $csv: String!) {\n    importMailingSubscribers(channelId: $channelId, csv: $csv) {\n      __typename added alreadyThere invalidCount\n      invalid { __typename line value }\n    }\n  }\n": typeof types.ImportMailingSubscribersDocument,
    "\n  mutation RemoveMailingSubscriber($id: ID!) {\n    removeMailingSubscriber(id: $id) { ...MailingSubscriberFields }\n  }\n": typeof types.RemoveMailingSubscriberDocument,
    "\n  fragment MediaItemFields on MediaItem {\n    __typename id version path name mediaType mimeType size width height reporter source text createdDate usageCount cursor\n  }\n": typeof types.MediaItemFieldsFragmentDoc,
    "\n  query GetMediaItems($filter: MediaItemFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    mediaItems(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) { ...MediaItemFields }\n  }\n": typeof types.GetMediaItemsDocument,
    "\n  query GetMediaItem($id: ID!) {\n    mediaItem(id: $id) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }\n  }\n": typeof types.GetMediaItemDocument,
    "\n  mutation SaveMediaItem($input: MediaItemInput!) {\n    saveMediaItem(input: $input) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }\n  }\n": typeof types.SaveMediaItemDocument,
    "\n  mutation DeleteMediaItem($id: ID!, $version: Int!) {\n    deleteMediaItem(id: $id, version: $version) { id }\n  }\n": typeof types.DeleteMediaItemDocument,
    "\n  mutation ClearMenuCache {\n    clearMenuCache { clearedAt servers }\n  }\n": typeof types.ClearMenuCacheDocument,
    "\n  fragment NotificationFields on Notification {\n    __typename id version title spot url sendDate platforms audience categoryIds isCategoryFollowersOnly useCoverImage isBreakingNews mailChannelId\n    status failedPlatforms cursor\n    deliveries { __typename platform state targeted sent failed expired canceled error startedAt finishedAt }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query GetNotifications($filter: NotificationFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    notifications(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) { ...NotificationFields }\n  }\n": typeof types.GetNotificationsDocument,
    "\n  query GetNotification($id: ID!) {\n    notification(id: $id) { ...NotificationFields }\n  }\n": typeof types.GetNotificationDocument,
    "\n  mutation SaveNotification($input: NotificationInput!) {\n    saveNotification(input: $input) { ...NotificationFields }\n  }\n": typeof types.SaveNotificationDocument,
    "\n  mutation CancelNotification($id: ID!, $version: Int!) {\n    cancelNotification(id: $id, version: $version) { ...NotificationFields }\n  }\n": typeof types.CancelNotificationDocument,
    "\n  query GetNotificationCategories {\n    allCategories(limit: 1000) { __typename id name }\n  }\n": typeof types.GetNotificationCategoriesDocument,
    "\n  query GetNotificationMailChannels($limit: Int) {\n    mailingChannels(limit: $limit) { __typename id name }\n  }\n": typeof types.GetNotificationMailChannelsDocument,
    "\n  query PermissionMatrix {\n    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n    roles { id name }\n    currentUser { roles }\n  }\n": typeof types.PermissionMatrixDocument,
    "\n  mutation SavePermissions($input: SavePermissionsInput!) {\n    savePermissions(input: $input) { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n  }\n": typeof types.SavePermissionsDocument,
    "\n  query SavedViews($resource: String!) {\n    savedViews(resource: $resource) { id resource name state shared mine ownerName version updatedDate }\n  }\n": typeof types.SavedViewsDocument,
    "\n  mutation SaveSavedView($input: SavedViewInput!) {\n    saveSavedView(input: $input) { id resource name state shared mine ownerName version updatedDate }\n  }\n": typeof types.SaveSavedViewDocument,
    "\n  mutation DeleteSavedView($id: ID!) {\n    deleteSavedView(id: $id)\n  }\n": typeof types.DeleteSavedViewDocument,
    "\n  mutation AddSubjectTitle($input: AddSubjectTitleInput!) {\n    addSubjectTitle(input: $input) { id name kind parentId level isApproved }\n  }\n": typeof types.AddSubjectTitleDocument,
    "\n  fragment SiteUserFields on User {\n    __typename\n    id\n    name\n    email\n  }\n": typeof types.SiteUserFieldsFragmentDoc,
    "\n  query SiteUsers($siteId: ID!) {\n    users(filter: { sites: [$siteId] }, limit: 1000) { ...SiteUserFields }\n  }\n": typeof types.SiteUsersDocument,
    "\n  query UserSearch($search: String!) {\n    users(filter: { search: $search }, limit: 20) { ...SiteUserFields }\n  }\n": typeof types.UserSearchDocument,
    "\n  mutation AddSiteUsers($userIds: [ID!]!) {\n    addSiteUsers(userIds: $userIds)\n  }\n": typeof types.AddSiteUsersDocument,
    "\n  fragment BoardStoryFields on Story {\n    __typename id version title type categoryIds publishDate state pinned position\n    frames { image video }\n  }\n": typeof types.BoardStoryFieldsFragmentDoc,
    "\n  fragment BoardReelFields on Reel {\n    __typename id version title type categoryIds publishDate state pinned position\n    shownPosterPath\n  }\n": typeof types.BoardReelFieldsFragmentDoc,
    "\n  query GetBoardStories($filter: StoryFilter, $page: Int, $limit: Int) {\n    stories(filter: $filter, page: $page, limit: $limit) { ...BoardStoryFields }\n  }\n": typeof types.GetBoardStoriesDocument,
    "\n  query GetBoardReels($filter: ReelFilter, $page: Int, $limit: Int) {\n    reels(filter: $filter, page: $page, limit: $limit) { ...BoardReelFields }\n  }\n": typeof types.GetBoardReelsDocument,
    "\n  query GetBoardCategories {\n    allCategories(limit: 1000) { __typename id name }\n  }\n": typeof types.GetBoardCategoriesDocument,
    "\n  mutation MoveStory($id: ID!, $afterId: ID) {\n    moveStory(id: $id, afterId: $afterId) { ...BoardStoryFields }\n  }\n": typeof types.MoveStoryDocument,
    "\n  mutation PinStory($id: ID!, $pinned: Boolean!) {\n    pinStory(id: $id, pinned: $pinned) { ...BoardStoryFields }\n  }\n": typeof types.PinStoryDocument,
    "\n  mutation MoveReel($id: ID!, $afterId: ID) {\n    moveReel(id: $id, afterId: $afterId) { ...BoardReelFields }\n  }\n": typeof types.MoveReelDocument,
    "\n  mutation PinReel($id: ID!, $pinned: Boolean!) {\n    pinReel(id: $id, pinned: $pinned) { ...BoardReelFields }\n  }\n": typeof types.PinReelDocument,
    "\n  mutation DeleteBoardStory($id: ID!, $version: Int!) {\n    deleteStory(id: $id, version: $version) { __typename id }\n  }\n": typeof types.DeleteBoardStoryDocument,
    "\n  mutation DeleteBoardReel($id: ID!, $version: Int!) {\n    deleteReel(id: $id, version: $version) { __typename id }\n  }\n": typeof types.DeleteBoardReelDocument,
    "\n  subscription BoardStoriesChanged {\n    storiesChanged { id kind byUserId at }\n  }\n": typeof types.BoardStoriesChangedDocument,
    "\n  subscription BoardReelsChanged {\n    reelsChanged { id kind byUserId at }\n  }\n": typeof types.BoardReelsChangedDocument,
    "\n  mutation RefreshUserFromDirectory($id: ID!, $apply: Boolean, $version: Int) {\n    refreshUserFromDirectory(id: $id, apply: $apply, version: $version) {\n      userId\n      found\n      applied\n      version\n      changes { field before after }\n    }\n  }\n": typeof types.RefreshUserFromDirectoryDocument,
    "\n  mutation RefreshSiteUsersFromDirectory {\n    refreshSiteUsersFromDirectory { id state total done refreshed unchanged notFound failed }\n  }\n": typeof types.RefreshSiteUsersFromDirectoryDocument,
    "\n  query DirectoryRefreshJob($id: ID!) {\n    directoryRefreshJob(id: $id) { id state total done refreshed unchanged notFound failed }\n  }\n": typeof types.DirectoryRefreshJobDocument,
    "\n  mutation CreatePasswordLink($userId: ID!) {\n    createPasswordLink(userId: $userId) { token expiresAt }\n  }\n": typeof types.CreatePasswordLinkDocument,
    "\n  fragment VideoProcessFields on VideoProcess {\n    __typename id path fileName fileSize status progress resolutions posterPath duration sourceWidth sourceHeight\n    error errorCode attempts createdDate processStart processEnd processDuration\n    renditions { __typename height width path size bitrate }\n  }\n": typeof types.VideoProcessFieldsFragmentDoc,
    "\n  query GetVideoProcessQueue($filter: VideoProcessFilter, $page: Int, $limit: Int) {\n    videoProcessQueue(filter: $filter, page: $page, limit: $limit) { ...VideoProcessFields }\n  }\n": typeof types.GetVideoProcessQueueDocument,
    "\n  query GetVideoProcessing($paths: [String!]!) {\n    videoProcessing(paths: $paths) { ...VideoProcessFields }\n  }\n": typeof types.GetVideoProcessingDocument,
    "\n  mutation RequeueVideoProcess($id: Int!) {\n    requeueVideoProcess(id: $id) { ...VideoProcessFields }\n  }\n": typeof types.RequeueVideoProcessDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    __typename id webhookId event status attempts responseStatus responseBody error createdDate deliveredDate nextAttemptDate\n    tries { __typename attempt at responseStatus error }\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  fragment WebhookFields on Webhook {\n    __typename id name url events active version createdDate updatedDate secret\n    lastDelivery { ...WebhookDeliveryFields }\n  }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  query GetWebhooks {\n    webhooks { ...WebhookFields }\n  }\n": typeof types.GetWebhooksDocument,
    "\n  query GetWebhookDeliveries($webhookId: ID!, $page: Int, $limit: Int) {\n    webhookDeliveries(webhookId: $webhookId, page: $page, limit: $limit) { ...WebhookDeliveryFields }\n  }\n": typeof types.GetWebhookDeliveriesDocument,
    "\n  mutation SaveWebhook($input: WebhookInput!) {\n    saveWebhook(input: $input) { ...WebhookFields }\n  }\n": typeof types.SaveWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation RenewWebhookSecret($id: ID!) {\n    renewWebhookSecret(id: $id) { ...WebhookFields }\n  }\n": typeof types.RenewWebhookSecretDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields }\n  }\n": typeof types.RedeliverWebhookDocument,
};
const documents: Documents = {
    "\n  subscription RealtimeEvents($topic: String!) {\n    realtimeEvents(topic: $topic) { topic type payload }\n  }\n": types.RealtimeEventsDocument,
    "\n  query getCurrentTime {\n    currentTime\n  }\n": types.GetCurrentTimeDocument,
    "\n  subscription onCurrentTime {\n    currentTime\n  }\n": types.OnCurrentTimeDocument,
    "\n  query GetCurrentUser {\n    currentUser { id name username email department picture isApproved sites roles }\n    disabledFeatures\n  }\n": types.GetCurrentUserDocument,
    "\n  query getSites {\n    sites { id name displayName isApproved logo url linkName language tinyUrl }\n  }\n": types.GetSitesDocument,
    "\n  query GetPermissions {\n    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n  }\n": types.GetPermissionsDocument,
    "\n  query ActivityLog($filter: ActivityLogFilter, $page: Int, $limit: Int) {\n    activityLog(filter: $filter, page: $page, limit: $limit) { id resource recordId action userId userName at fields revisionId }\n  }\n": types.ActivityLogDocument,
    "\n  query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      agencyContentId title spot agencyCategoryName createdDate embargoUntil status hasItBeenUsed isInappropriate version cursor agency { name } images { path }\n    }\n  }\n": types.GetAgencyContentsDocument,
    "\n  query GetAgencyArchives($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id agencyContentId title spot content tags agencyCategoryName isApproved createdDate status hasItBeenUsed source author cursor\n      agency { id name } createdBy { name } images { path aiPath text width height fileSize agencyImageId }\n    }\n  }\n": types.GetAgencyArchivesDocument,
    "\n  query GetAgencyVideos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyVideos(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id agencyContentId title content city category tags createdDate status hasItBeenUsed cameraman source cursor\n      agency { id name } video { path mimeType }\n    }\n  }\n": types.GetAgencyVideosDocument,
    "\n  query GetAgencyContent($agencyContentId: String!) {\n    agencyContent(agencyContentId: $agencyContentId) {\n      agencyContentId title spot content city country tags agencyCategoryName createdDate updatedDate embargoUntil status hasItBeenUsed isInappropriate\n      source author version agency { id name } user { name }\n      images { path aiPath text width height fileSize agencyImageId }\n    }\n  }\n": types.GetAgencyContentDocument,
    "\n  query GetAgencies($tabName: String) {\n    agencies(page: 0, limit: 0, tabName: $tabName) { agencyId name }\n  }\n": types.GetAgenciesDocument,
    "\n  query GetAgencyCategories {\n    agencyCategories\n  }\n": types.GetAgencyCategoriesDocument,
    "\n  query GetActiveUsersOfAgencyContents {\n    activeUsersOfAgencyContents { id name }\n  }\n": types.GetActiveUsersOfAgencyContentsDocument,
    "\n  query GetActiveUsersOfAgencyArchives {\n    activeUsersOfAgencyArchives { id name }\n  }\n": types.GetActiveUsersOfAgencyArchivesDocument,
    "\n  mutation SaveAgencyContent($input: AgencyContentInput!) {\n    saveAgencyContent(input: $input) { version title spot content tags status hasItBeenUsed isInappropriate draftId user { name } }\n  }\n": types.SaveAgencyContentDocument,
    "\n  mutation SaveAgencyArchive($input: AgencyArchiveInput!) {\n    saveAgencyArchive(input: $input) { id }\n  }\n": types.SaveAgencyArchiveDocument,
    "\n  mutation UpdateStatusToAgencyContent($key: String!, $status: AgencyStatus!) {\n    updateStatusToAgencyContent(agencyContentId: $key, status: $status)\n  }\n": types.UpdateStatusToAgencyContentDocument,
    "\n  mutation UpdateStatusToAgencyArchive($key: ID!, $status: AgencyStatus!) {\n    updateStatusToAgencyArchive(agencyArchiveId: $key, status: $status)\n  }\n": types.UpdateStatusToAgencyArchiveDocument,
    "\n  mutation UpdateStatusToAgencyVideo($key: Int!, $status: AgencyStatus!) {\n    updateStatusToAgencyVideo(agencyVideoId: $key, status: $status)\n  }\n": types.UpdateStatusToAgencyVideoDocument,
    "\n  fragment PickedImage on AgencyImage { path text width height fileSize missing agencyImageId }\n": types.PickedImageFragmentDoc,
    "\n  query GetAgencyPhotos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      agencyContentId title createdDate author source cursor agency { name } images { ...PickedImage }\n    }\n  }\n": types.GetAgencyPhotosDocument,
    "\n  query GetArchivePhotos($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id title createdDate author source cursor agency { name } images { ...PickedImage }\n    }\n  }\n": types.GetArchivePhotosDocument,
    "\n  query AvailableBulkActions($resource: String!) {\n    availableBulkActions(resource: $resource)\n  }\n": types.AvailableBulkActionsDocument,
    "\n  mutation BulkAction($input: BulkActionInput!) {\n    bulkAction(input: $input) {\n      done refused failed\n      rows { id outcome code message heldBy }\n    }\n  }\n": types.BulkActionDocument,
    "\n  query GetContentDrafts($filter: ContentDraftFilter, $page: Int, $limit: Int) {\n    contentDrafts(filter: $filter, page: $page, limit: $limit) {\n      id contentId type title spot categoryId baseVersion contentVersion contentEditorId version updatedDate\n    }\n  }\n": types.GetContentDraftsDocument,
    "\n  query GetContentDraft($id: ID!) {\n    contentDraft(id: $id) { id contentId type baseVersion contentVersion version updatedDate values }\n  }\n": types.GetContentDraftDocument,
    "\n  mutation SaveContentDraft($input: ContentDraftInput!) {\n    saveContentDraft(input: $input) { id version updatedDate cleaned }\n  }\n": types.SaveContentDraftDocument,
    "\n  mutation DeleteContentDraft($id: ID!) {\n    deleteContentDraft(id: $id)\n  }\n": types.DeleteContentDraftDocument,
    "\n  query GetContentRevisions($contentId: ID!, $page: Int, $limit: Int) {\n    contentRevisions(contentId: $contentId, page: $page, limit: $limit) {\n      id version createdDate createdUser { id name } changedFields restoredFromVersion\n    }\n  }\n": types.GetContentRevisionsDocument,
    "\n  query GetContentRevision($contentId: ID!, $revisionId: ID!) {\n    contentRevision(contentId: $contentId, revisionId: $revisionId) { id version snapshot }\n  }\n": types.GetContentRevisionDocument,
    "\n  mutation RestoreContentRevision($contentId: ID!, $revisionId: ID!, $version: Int!) {\n    restoreContentRevision(contentId: $contentId, revisionId: $revisionId, version: $version) { id version }\n  }\n": types.RestoreContentRevisionDocument,
    "\n  query GetContentList($filter: ContentFilter, $limit: Int, $firstContentDate: String, $after: String) {\n    contents(filter: $filter, limit: $limit, firstContentDate: $firstContentDate, after: $after) {\n      id version type status title spot categoryId contentDate publishDate isNewsWorthy showInHomepage createdUserId updatedUserId cursor agencyUpdate { version }\n    }\n  }\n": types.GetContentListDocument,
    "\n  query GetContentEditors {\n    activeUsersOfContents { id name }\n  }\n": types.GetContentEditorsDocument,
    "\n  query GetContentCategories {\n    allCategories(limit: 1000) { id name displayName contentTypes }\n  }\n": types.GetContentCategoriesDocument,
    "\n  mutation UpdateStatusToContent($contentId: ID!, $status: Int!) {\n    updateStatusToContent(contentId: $contentId, status: $status)\n  }\n": types.UpdateStatusToContentDocument,
    "\n  query GetPickerItems($provider: String!, $filter: PickerFilter, $page: Int, $limit: Int) {\n    pickerItems(provider: $provider, filter: $filter, page: $page, limit: $limit) { provider id entity }\n  }\n": types.GetPickerItemsDocument,
    "\n  query GetRecipeCategories {\n    recipeCategories { id name }\n  }\n": types.GetRecipeCategoriesDocument,
    "\n  query GetRecipeAuthors {\n    recipeAuthors { id fullName }\n  }\n": types.GetRecipeAuthorsDocument,
    "\n  query GetPickerContentAuthors {\n    authors(limit: 1000) { id fullName }\n  }\n": types.GetPickerContentAuthorsDocument,
    "\n  fragment EditPermitFields on EditPermit {\n    resource recordId expiresAt autoAcceptSeconds heartbeatSeconds\n    holder { userId name session since }\n    request { user { userId name session since } requestedAt autoAcceptAt }\n    viewers { userId name session since }\n    last { kind byUserId toUserId toSession at }\n  }\n": types.EditPermitFieldsFragmentDoc,
    "\n  query GetEditPermit($resource: String!, $id: ID!) {\n    editPermit(resource: $resource, id: $id) { ...EditPermitFields }\n  }\n": types.GetEditPermitDocument,
    "\n  mutation HoldEditPermit($resource: String!, $id: ID!, $session: String!) {\n    holdEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n": types.HoldEditPermitDocument,
    "\n  mutation HeartbeatEditPermit($resource: String!, $id: ID!, $session: String!) {\n    heartbeatEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n": types.HeartbeatEditPermitDocument,
    "\n  mutation RequestEditPermit($resource: String!, $id: ID!, $session: String!) {\n    requestEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n": types.RequestEditPermitDocument,
    "\n  mutation AnswerEditPermitRequest($resource: String!, $id: ID!, $accept: Boolean!) {\n    answerEditPermitRequest(resource: $resource, id: $id, accept: $accept) { ...EditPermitFields }\n  }\n": types.AnswerEditPermitRequestDocument,
    "\n  mutation TakeOverEditPermit($resource: String!, $id: ID!, $session: String!) {\n    takeOverEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n": types.TakeOverEditPermitDocument,
    "\n  mutation ReleaseEditPermit($resource: String!, $id: ID!, $session: String!) {\n    releaseEditPermit(resource: $resource, id: $id, session: $session) { resource recordId }\n  }\n": types.ReleaseEditPermitDocument,
    "\n  mutation RemoveUserFromPage($resource: String!, $id: ID!, $userId: ID!) {\n    removeUserFromPage(resource: $resource, id: $id, userId: $userId) { ...EditPermitFields }\n  }\n": types.RemoveUserFromPageDocument,
    "\n  subscription EditPermitChanged($resource: String!, $id: ID!) {\n    editPermitChanged(resource: $resource, id: $id) { ...EditPermitFields }\n  }\n": types.EditPermitChangedDocument,
    "\n  query GetEditPermitHolders($resource: String!, $ids: [ID!]!) {\n    editPermitHolders(resource: $resource, ids: $ids) { recordId holder { userId name session since } }\n  }\n": types.GetEditPermitHoldersDocument,
    "\n  subscription EditPermitHoldersChanged($resource: String!) {\n    editPermitHoldersChanged(resource: $resource) { recordId holder { userId name session since } }\n  }\n": types.EditPermitHoldersChangedDocument,
    "\n  query GetEditorContentReport($filter: EditorContentReportFilter!) {\n    editorContentReport(filter: $filter) {\n      rows { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }\n      totals { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }\n    }\n  }\n": types.GetEditorContentReportDocument,
    "\n  query GlobalSearch($query: String!, $limit: Int) {\n    globalSearch(query: $query, limit: $limit) {\n      kind\n      more\n      failed\n      hits { kind id title detail date resource contentType }\n    }\n  }\n": types.GlobalSearchDocument,
    "\n  fragment HandbookFields on Handbook {\n    __typename version language title introduction sections { heading paragraphs } accepted acceptedDate\n  }\n": types.HandbookFieldsFragmentDoc,
    "\n  query GetHandbook($language: String) {\n    handbook(language: $language) { ...HandbookFields }\n  }\n": types.GetHandbookDocument,
    "\n  mutation AcceptHandbook($version: String!) {\n    acceptHandbook(version: $version) { ...HandbookFields }\n  }\n": types.AcceptHandbookDocument,
    "\n  query GetHandbookAcceptances($limit: Int, $after: String) {\n    handbookAcceptances(limit: $limit, after: $after) { id userId userName userEmail version acceptedDate isCurrentVersion cursor }\n  }\n": types.GetHandbookAcceptancesDocument,
    "\n  fragment HeadlineItemFields on HeadlineItem {\n    __typename id headlineId order state contentId provider external\n    content { id title contentType isApproved publishedAt coverUrl }\n    title titleHidden spot spotHidden manualUrl images\n    pin pinnedUntil archive tag { id name isApproved } headlinedAt publishAt auto version updatedAt updatedByName\n  }\n": types.HeadlineItemFieldsFragmentDoc,
    "\n  fragment HeadlineFields on Headline {\n    __typename id version updatedAt autoCategoryId autoContentType autoTotalCount\n    headlineType { id name itemCount supportedContentTypes coverCropWidth coverCropHeight }\n    items { ...HeadlineItemFields }\n    pending { ...HeadlineItemFields }\n  }\n": types.HeadlineFieldsFragmentDoc,
    "\n  query GetHeadlines($filter: HeadlineFilter, $limit: Int) {\n    headlines(filter: $filter, limit: $limit) { data { ...HeadlineFields } total }\n  }\n": types.GetHeadlinesDocument,
    "\n  query GetHeadline($id: ID!) {\n    headline(id: $id) { ...HeadlineFields }\n  }\n": types.GetHeadlineDocument,
    "\n  query GetOldHeadlines($at: DateTime!, $headlineCategoryId: ID!) {\n    oldHeadlines(at: $at, headlineCategoryId: $headlineCategoryId) { ...HeadlineFields }\n  }\n": types.GetOldHeadlinesDocument,
    "\n  mutation SaveHeadline($input: HeadlineInput!) {\n    saveHeadline(input: $input) { ...HeadlineFields }\n  }\n": types.SaveHeadlineDocument,
    "\n  mutation MoveHeadlineItem($headlineId: ID!, $itemId: ID!, $afterItemId: ID, $version: Int!) {\n    moveHeadlineItem(headlineId: $headlineId, itemId: $itemId, afterItemId: $afterItemId, version: $version) { ...HeadlineFields }\n  }\n": types.MoveHeadlineItemDocument,
    "\n  mutation PinHeadlineItem($headlineId: ID!, $itemId: ID!, $pin: HeadlinePin!, $version: Int!) {\n    pinHeadlineItem(headlineId: $headlineId, itemId: $itemId, pin: $pin, version: $version) { ...HeadlineFields }\n  }\n": types.PinHeadlineItemDocument,
    "\n  mutation MoveHeadlineItemToPending($headlineId: ID!, $itemId: ID!, $publishAt: DateTime!, $order: Int!, $version: Int!) {\n    moveHeadlineItemToPending(headlineId: $headlineId, itemId: $itemId, publishAt: $publishAt, order: $order, version: $version) { ...HeadlineFields }\n  }\n": types.MoveHeadlineItemToPendingDocument,
    "\n  mutation RemoveHeadlineItem($headlineId: ID!, $itemId: ID!, $version: Int!) {\n    removeHeadlineItem(headlineId: $headlineId, itemId: $itemId, version: $version) { ...HeadlineFields }\n  }\n": types.RemoveHeadlineItemDocument,
    "\n  subscription HeadlineChanged($headlineCategoryId: ID!) {\n    headlineChanged(headlineCategoryId: $headlineCategoryId) { headlineId version kind itemId byUserId at }\n  }\n": types.HeadlineChangedDocument,
    "\n  fragment MailingFields on Mailing {\n    __typename id version title channelId type status sendDate userSpecificTitle articlesOfTheDay cursor\n    items { __typename title spot contentUrl contentId contentDate contentTypeId imageUrl isChiefSelection order }\n    report { __typename recipients sent failed }\n  }\n": types.MailingFieldsFragmentDoc,
    "\n  query GetMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {\n      __typename id title channelId type status sendDate cursor\n    }\n  }\n": types.GetMailingsDocument,
    "\n  query GetMailing($id: ID!) {\n    mailing(id: $id) { ...MailingFields }\n  }\n": types.GetMailingDocument,
    "\n  query GetMailingChannels($limit: Int) {\n    mailingChannels(limit: $limit) { __typename id name }\n  }\n": types.GetMailingChannelsDocument,
    "\n  mutation SaveMailing($input: MailingInput!) {\n    saveMailing(input: $input) { ...MailingFields }\n  }\n": types.SaveMailingDocument,
    "\n  mutation ScheduleMailing($id: ID!, $version: Int!) {\n    scheduleMailing(id: $id, version: $version) { ...MailingFields }\n  }\n": types.ScheduleMailingDocument,
    "\n  mutation CancelMailing($id: ID!, $version: Int!) {\n    cancelMailing(id: $id, version: $version)\n  }\n": types.CancelMailingDocument,
    "\n  query GetOldMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {\n      __typename id title channelId type status sendDate cursor\n      report { __typename recipients sent failed bounced unknown pending unsubscribed }\n    }\n  }\n": types.GetOldMailingsDocument,
    "\n  query GetMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!], $page: Int, $limit: Int) {\n    mailingDeliveries(mailingId: $mailingId, states: $states, page: $page, limit: $limit) {\n      __typename total\n      data { __typename id email state attempts smtpCode error sentAt }\n    }\n  }\n": types.GetMailingDeliveriesDocument,
    "\n  mutation ResendMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!]!) {\n    resendMailingDeliveries(mailingId: $mailingId, states: $states)\n  }\n": types.ResendMailingDeliveriesDocument,
    "\n  query MailingPreview($id: ID, $input: MailingInput) {\n    mailingPreview(id: $id, input: $input) { __typename subject html text }\n  }\n": types.MailingPreviewDocument,
    "\n  mutation SendMailingTest($id: ID!) {\n    sendMailingTest(id: $id) { __typename sent to subject messageId smtpCode reason }\n  }\n": types.SendMailingTestDocument,
    "\n  query GetSentMails($filter: SentMailFilter, $page: Int, $limit: Int) {\n    mailCaptured\n    sentMails(filter: $filter, page: $page, limit: $limit) {\n      __typename\n      total\n      data { __typename id messageId mailingId from to subject date }\n    }\n  }\n": types.GetSentMailsDocument,
    "\n  query GetSentMail($id: ID!) {\n    sentMail(id: $id) {\n      __typename id messageId mailingId from to subject date html text\n      headers { __typename name value }\n    }\n  }\n": types.GetSentMailDocument,
    "\n  fragment MailingSubscriberFields on MailingSubscriber {\n    __typename id channelId email status source createdDate subscribedAt unsubscribedAt\n  }\n": types.MailingSubscriberFieldsFragmentDoc,
    "\n  query GetMailingSubscribers($filter: MailingSubscriberFilter, $page: Int, $limit: Int) {\n    mailingSubscribers(filter: $filter, page: $page, limit: $limit) {\n      __typename total\n      data { ...MailingSubscriberFields }\n    }\n  }\n": types.GetMailingSubscribersDocument,
    "\n  mutation AddMailingSubscriber($channelId: ID!, $email: String!) {\n    addMailingSubscriber(channelId: $channelId, email: $email) { ...MailingSubscriberFields }\n  }\n": types.AddMailingSubscriberDocument,
    "\n  mutation ImportMailingSubscribers($channelId: ID!, $csv: String!) {\n    importMailingSubscribers(channelId: $channelId, csv: $csv) {\n      __typename added alreadyThere invalidCount\n      invalid { __typename line value }\n    }\n  }\n": types.ImportMailingSubscribersDocument,
    "\n  mutation RemoveMailingSubscriber($id: ID!) {\n    removeMailingSubscriber(id: $id) { ...MailingSubscriberFields }\n  }\n": types.RemoveMailingSubscriberDocument,
    "\n  fragment MediaItemFields on MediaItem {\n    __typename id version path name mediaType mimeType size width height reporter source text createdDate usageCount cursor\n  }\n": types.MediaItemFieldsFragmentDoc,
    "\n  query GetMediaItems($filter: MediaItemFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    mediaItems(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) { ...MediaItemFields }\n  }\n": types.GetMediaItemsDocument,
    "\n  query GetMediaItem($id: ID!) {\n    mediaItem(id: $id) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }\n  }\n": types.GetMediaItemDocument,
    "\n  mutation SaveMediaItem($input: MediaItemInput!) {\n    saveMediaItem(input: $input) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }\n  }\n": types.SaveMediaItemDocument,
    "\n  mutation DeleteMediaItem($id: ID!, $version: Int!) {\n    deleteMediaItem(id: $id, version: $version) { id }\n  }\n": types.DeleteMediaItemDocument,
    "\n  mutation ClearMenuCache {\n    clearMenuCache { clearedAt servers }\n  }\n": types.ClearMenuCacheDocument,
    "\n  fragment NotificationFields on Notification {\n    __typename id version title spot url sendDate platforms audience categoryIds isCategoryFollowersOnly useCoverImage isBreakingNews mailChannelId\n    status failedPlatforms cursor\n    deliveries { __typename platform state targeted sent failed expired canceled error startedAt finishedAt }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query GetNotifications($filter: NotificationFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    notifications(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) { ...NotificationFields }\n  }\n": types.GetNotificationsDocument,
    "\n  query GetNotification($id: ID!) {\n    notification(id: $id) { ...NotificationFields }\n  }\n": types.GetNotificationDocument,
    "\n  mutation SaveNotification($input: NotificationInput!) {\n    saveNotification(input: $input) { ...NotificationFields }\n  }\n": types.SaveNotificationDocument,
    "\n  mutation CancelNotification($id: ID!, $version: Int!) {\n    cancelNotification(id: $id, version: $version) { ...NotificationFields }\n  }\n": types.CancelNotificationDocument,
    "\n  query GetNotificationCategories {\n    allCategories(limit: 1000) { __typename id name }\n  }\n": types.GetNotificationCategoriesDocument,
    "\n  query GetNotificationMailChannels($limit: Int) {\n    mailingChannels(limit: $limit) { __typename id name }\n  }\n": types.GetNotificationMailChannelsDocument,
    "\n  query PermissionMatrix {\n    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n    roles { id name }\n    currentUser { roles }\n  }\n": types.PermissionMatrixDocument,
    "\n  mutation SavePermissions($input: SavePermissionsInput!) {\n    savePermissions(input: $input) { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n  }\n": types.SavePermissionsDocument,
    "\n  query SavedViews($resource: String!) {\n    savedViews(resource: $resource) { id resource name state shared mine ownerName version updatedDate }\n  }\n": types.SavedViewsDocument,
    "\n  mutation SaveSavedView($input: SavedViewInput!) {\n    saveSavedView(input: $input) { id resource name state shared mine ownerName version updatedDate }\n  }\n": types.SaveSavedViewDocument,
    "\n  mutation DeleteSavedView($id: ID!) {\n    deleteSavedView(id: $id)\n  }\n": types.DeleteSavedViewDocument,
    "\n  mutation AddSubjectTitle($input: AddSubjectTitleInput!) {\n    addSubjectTitle(input: $input) { id name kind parentId level isApproved }\n  }\n": types.AddSubjectTitleDocument,
    "\n  fragment SiteUserFields on User {\n    __typename\n    id\n    name\n    email\n  }\n": types.SiteUserFieldsFragmentDoc,
    "\n  query SiteUsers($siteId: ID!) {\n    users(filter: { sites: [$siteId] }, limit: 1000) { ...SiteUserFields }\n  }\n": types.SiteUsersDocument,
    "\n  query UserSearch($search: String!) {\n    users(filter: { search: $search }, limit: 20) { ...SiteUserFields }\n  }\n": types.UserSearchDocument,
    "\n  mutation AddSiteUsers($userIds: [ID!]!) {\n    addSiteUsers(userIds: $userIds)\n  }\n": types.AddSiteUsersDocument,
    "\n  fragment BoardStoryFields on Story {\n    __typename id version title type categoryIds publishDate state pinned position\n    frames { image video }\n  }\n": types.BoardStoryFieldsFragmentDoc,
    "\n  fragment BoardReelFields on Reel {\n    __typename id version title type categoryIds publishDate state pinned position\n    shownPosterPath\n  }\n": types.BoardReelFieldsFragmentDoc,
    "\n  query GetBoardStories($filter: StoryFilter, $page: Int, $limit: Int) {\n    stories(filter: $filter, page: $page, limit: $limit) { ...BoardStoryFields }\n  }\n": types.GetBoardStoriesDocument,
    "\n  query GetBoardReels($filter: ReelFilter, $page: Int, $limit: Int) {\n    reels(filter: $filter, page: $page, limit: $limit) { ...BoardReelFields }\n  }\n": types.GetBoardReelsDocument,
    "\n  query GetBoardCategories {\n    allCategories(limit: 1000) { __typename id name }\n  }\n": types.GetBoardCategoriesDocument,
    "\n  mutation MoveStory($id: ID!, $afterId: ID) {\n    moveStory(id: $id, afterId: $afterId) { ...BoardStoryFields }\n  }\n": types.MoveStoryDocument,
    "\n  mutation PinStory($id: ID!, $pinned: Boolean!) {\n    pinStory(id: $id, pinned: $pinned) { ...BoardStoryFields }\n  }\n": types.PinStoryDocument,
    "\n  mutation MoveReel($id: ID!, $afterId: ID) {\n    moveReel(id: $id, afterId: $afterId) { ...BoardReelFields }\n  }\n": types.MoveReelDocument,
    "\n  mutation PinReel($id: ID!, $pinned: Boolean!) {\n    pinReel(id: $id, pinned: $pinned) { ...BoardReelFields }\n  }\n": types.PinReelDocument,
    "\n  mutation DeleteBoardStory($id: ID!, $version: Int!) {\n    deleteStory(id: $id, version: $version) { __typename id }\n  }\n": types.DeleteBoardStoryDocument,
    "\n  mutation DeleteBoardReel($id: ID!, $version: Int!) {\n    deleteReel(id: $id, version: $version) { __typename id }\n  }\n": types.DeleteBoardReelDocument,
    "\n  subscription BoardStoriesChanged {\n    storiesChanged { id kind byUserId at }\n  }\n": types.BoardStoriesChangedDocument,
    "\n  subscription BoardReelsChanged {\n    reelsChanged { id kind byUserId at }\n  }\n": types.BoardReelsChangedDocument,
    "\n  mutation RefreshUserFromDirectory($id: ID!, $apply: Boolean, $version: Int) {\n    refreshUserFromDirectory(id: $id, apply: $apply, version: $version) {\n      userId\n      found\n      applied\n      version\n      changes { field before after }\n    }\n  }\n": types.RefreshUserFromDirectoryDocument,
    "\n  mutation RefreshSiteUsersFromDirectory {\n    refreshSiteUsersFromDirectory { id state total done refreshed unchanged notFound failed }\n  }\n": types.RefreshSiteUsersFromDirectoryDocument,
    "\n  query DirectoryRefreshJob($id: ID!) {\n    directoryRefreshJob(id: $id) { id state total done refreshed unchanged notFound failed }\n  }\n": types.DirectoryRefreshJobDocument,
    "\n  mutation CreatePasswordLink($userId: ID!) {\n    createPasswordLink(userId: $userId) { token expiresAt }\n  }\n": types.CreatePasswordLinkDocument,
    "\n  fragment VideoProcessFields on VideoProcess {\n    __typename id path fileName fileSize status progress resolutions posterPath duration sourceWidth sourceHeight\n    error errorCode attempts createdDate processStart processEnd processDuration\n    renditions { __typename height width path size bitrate }\n  }\n": types.VideoProcessFieldsFragmentDoc,
    "\n  query GetVideoProcessQueue($filter: VideoProcessFilter, $page: Int, $limit: Int) {\n    videoProcessQueue(filter: $filter, page: $page, limit: $limit) { ...VideoProcessFields }\n  }\n": types.GetVideoProcessQueueDocument,
    "\n  query GetVideoProcessing($paths: [String!]!) {\n    videoProcessing(paths: $paths) { ...VideoProcessFields }\n  }\n": types.GetVideoProcessingDocument,
    "\n  mutation RequeueVideoProcess($id: Int!) {\n    requeueVideoProcess(id: $id) { ...VideoProcessFields }\n  }\n": types.RequeueVideoProcessDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    __typename id webhookId event status attempts responseStatus responseBody error createdDate deliveredDate nextAttemptDate\n    tries { __typename attempt at responseStatus error }\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  fragment WebhookFields on Webhook {\n    __typename id name url events active version createdDate updatedDate secret\n    lastDelivery { ...WebhookDeliveryFields }\n  }\n": types.WebhookFieldsFragmentDoc,
    "\n  query GetWebhooks {\n    webhooks { ...WebhookFields }\n  }\n": types.GetWebhooksDocument,
    "\n  query GetWebhookDeliveries($webhookId: ID!, $page: Int, $limit: Int) {\n    webhookDeliveries(webhookId: $webhookId, page: $page, limit: $limit) { ...WebhookDeliveryFields }\n  }\n": types.GetWebhookDeliveriesDocument,
    "\n  mutation SaveWebhook($input: WebhookInput!) {\n    saveWebhook(input: $input) { ...WebhookFields }\n  }\n": types.SaveWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation RenewWebhookSecret($id: ID!) {\n    renewWebhookSecret(id: $id) { ...WebhookFields }\n  }\n": types.RenewWebhookSecretDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields }\n  }\n": types.RedeliverWebhookDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RealtimeEvents($topic: String!) {\n    realtimeEvents(topic: $topic) { topic type payload }\n  }\n"): (typeof documents)["\n  subscription RealtimeEvents($topic: String!) {\n    realtimeEvents(topic: $topic) { topic type payload }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCurrentTime {\n    currentTime\n  }\n"): (typeof documents)["\n  query getCurrentTime {\n    currentTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription onCurrentTime {\n    currentTime\n  }\n"): (typeof documents)["\n  subscription onCurrentTime {\n    currentTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCurrentUser {\n    currentUser { id name username email department picture isApproved sites roles }\n    disabledFeatures\n  }\n"): (typeof documents)["\n  query GetCurrentUser {\n    currentUser { id name username email department picture isApproved sites roles }\n    disabledFeatures\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSites {\n    sites { id name displayName isApproved logo url linkName language tinyUrl }\n  }\n"): (typeof documents)["\n  query getSites {\n    sites { id name displayName isApproved logo url linkName language tinyUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPermissions {\n    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n  }\n"): (typeof documents)["\n  query GetPermissions {\n    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLog($filter: ActivityLogFilter, $page: Int, $limit: Int) {\n    activityLog(filter: $filter, page: $page, limit: $limit) { id resource recordId action userId userName at fields revisionId }\n  }\n"): (typeof documents)["\n  query ActivityLog($filter: ActivityLogFilter, $page: Int, $limit: Int) {\n    activityLog(filter: $filter, page: $page, limit: $limit) { id resource recordId action userId userName at fields revisionId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      agencyContentId title spot agencyCategoryName createdDate embargoUntil status hasItBeenUsed isInappropriate version cursor agency { name } images { path }\n    }\n  }\n"): (typeof documents)["\n  query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      agencyContentId title spot agencyCategoryName createdDate embargoUntil status hasItBeenUsed isInappropriate version cursor agency { name } images { path }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgencyArchives($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id agencyContentId title spot content tags agencyCategoryName isApproved createdDate status hasItBeenUsed source author cursor\n      agency { id name } createdBy { name } images { path aiPath text width height fileSize agencyImageId }\n    }\n  }\n"): (typeof documents)["\n  query GetAgencyArchives($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id agencyContentId title spot content tags agencyCategoryName isApproved createdDate status hasItBeenUsed source author cursor\n      agency { id name } createdBy { name } images { path aiPath text width height fileSize agencyImageId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgencyVideos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyVideos(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id agencyContentId title content city category tags createdDate status hasItBeenUsed cameraman source cursor\n      agency { id name } video { path mimeType }\n    }\n  }\n"): (typeof documents)["\n  query GetAgencyVideos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyVideos(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id agencyContentId title content city category tags createdDate status hasItBeenUsed cameraman source cursor\n      agency { id name } video { path mimeType }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgencyContent($agencyContentId: String!) {\n    agencyContent(agencyContentId: $agencyContentId) {\n      agencyContentId title spot content city country tags agencyCategoryName createdDate updatedDate embargoUntil status hasItBeenUsed isInappropriate\n      source author version agency { id name } user { name }\n      images { path aiPath text width height fileSize agencyImageId }\n    }\n  }\n"): (typeof documents)["\n  query GetAgencyContent($agencyContentId: String!) {\n    agencyContent(agencyContentId: $agencyContentId) {\n      agencyContentId title spot content city country tags agencyCategoryName createdDate updatedDate embargoUntil status hasItBeenUsed isInappropriate\n      source author version agency { id name } user { name }\n      images { path aiPath text width height fileSize agencyImageId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgencies($tabName: String) {\n    agencies(page: 0, limit: 0, tabName: $tabName) { agencyId name }\n  }\n"): (typeof documents)["\n  query GetAgencies($tabName: String) {\n    agencies(page: 0, limit: 0, tabName: $tabName) { agencyId name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgencyCategories {\n    agencyCategories\n  }\n"): (typeof documents)["\n  query GetAgencyCategories {\n    agencyCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetActiveUsersOfAgencyContents {\n    activeUsersOfAgencyContents { id name }\n  }\n"): (typeof documents)["\n  query GetActiveUsersOfAgencyContents {\n    activeUsersOfAgencyContents { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetActiveUsersOfAgencyArchives {\n    activeUsersOfAgencyArchives { id name }\n  }\n"): (typeof documents)["\n  query GetActiveUsersOfAgencyArchives {\n    activeUsersOfAgencyArchives { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAgencyContent($input: AgencyContentInput!) {\n    saveAgencyContent(input: $input) { version title spot content tags status hasItBeenUsed isInappropriate draftId user { name } }\n  }\n"): (typeof documents)["\n  mutation SaveAgencyContent($input: AgencyContentInput!) {\n    saveAgencyContent(input: $input) { version title spot content tags status hasItBeenUsed isInappropriate draftId user { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAgencyArchive($input: AgencyArchiveInput!) {\n    saveAgencyArchive(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation SaveAgencyArchive($input: AgencyArchiveInput!) {\n    saveAgencyArchive(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStatusToAgencyContent($key: String!, $status: AgencyStatus!) {\n    updateStatusToAgencyContent(agencyContentId: $key, status: $status)\n  }\n"): (typeof documents)["\n  mutation UpdateStatusToAgencyContent($key: String!, $status: AgencyStatus!) {\n    updateStatusToAgencyContent(agencyContentId: $key, status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStatusToAgencyArchive($key: ID!, $status: AgencyStatus!) {\n    updateStatusToAgencyArchive(agencyArchiveId: $key, status: $status)\n  }\n"): (typeof documents)["\n  mutation UpdateStatusToAgencyArchive($key: ID!, $status: AgencyStatus!) {\n    updateStatusToAgencyArchive(agencyArchiveId: $key, status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStatusToAgencyVideo($key: Int!, $status: AgencyStatus!) {\n    updateStatusToAgencyVideo(agencyVideoId: $key, status: $status)\n  }\n"): (typeof documents)["\n  mutation UpdateStatusToAgencyVideo($key: Int!, $status: AgencyStatus!) {\n    updateStatusToAgencyVideo(agencyVideoId: $key, status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PickedImage on AgencyImage { path text width height fileSize missing agencyImageId }\n"): (typeof documents)["\n  fragment PickedImage on AgencyImage { path text width height fileSize missing agencyImageId }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgencyPhotos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      agencyContentId title createdDate author source cursor agency { name } images { ...PickedImage }\n    }\n  }\n"): (typeof documents)["\n  query GetAgencyPhotos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      agencyContentId title createdDate author source cursor agency { name } images { ...PickedImage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetArchivePhotos($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id title createdDate author source cursor agency { name } images { ...PickedImage }\n    }\n  }\n"): (typeof documents)["\n  query GetArchivePhotos($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {\n      id title createdDate author source cursor agency { name } images { ...PickedImage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableBulkActions($resource: String!) {\n    availableBulkActions(resource: $resource)\n  }\n"): (typeof documents)["\n  query AvailableBulkActions($resource: String!) {\n    availableBulkActions(resource: $resource)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkAction($input: BulkActionInput!) {\n    bulkAction(input: $input) {\n      done refused failed\n      rows { id outcome code message heldBy }\n    }\n  }\n"): (typeof documents)["\n  mutation BulkAction($input: BulkActionInput!) {\n    bulkAction(input: $input) {\n      done refused failed\n      rows { id outcome code message heldBy }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContentDrafts($filter: ContentDraftFilter, $page: Int, $limit: Int) {\n    contentDrafts(filter: $filter, page: $page, limit: $limit) {\n      id contentId type title spot categoryId baseVersion contentVersion contentEditorId version updatedDate\n    }\n  }\n"): (typeof documents)["\n  query GetContentDrafts($filter: ContentDraftFilter, $page: Int, $limit: Int) {\n    contentDrafts(filter: $filter, page: $page, limit: $limit) {\n      id contentId type title spot categoryId baseVersion contentVersion contentEditorId version updatedDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContentDraft($id: ID!) {\n    contentDraft(id: $id) { id contentId type baseVersion contentVersion version updatedDate values }\n  }\n"): (typeof documents)["\n  query GetContentDraft($id: ID!) {\n    contentDraft(id: $id) { id contentId type baseVersion contentVersion version updatedDate values }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveContentDraft($input: ContentDraftInput!) {\n    saveContentDraft(input: $input) { id version updatedDate cleaned }\n  }\n"): (typeof documents)["\n  mutation SaveContentDraft($input: ContentDraftInput!) {\n    saveContentDraft(input: $input) { id version updatedDate cleaned }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContentDraft($id: ID!) {\n    deleteContentDraft(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContentDraft($id: ID!) {\n    deleteContentDraft(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContentRevisions($contentId: ID!, $page: Int, $limit: Int) {\n    contentRevisions(contentId: $contentId, page: $page, limit: $limit) {\n      id version createdDate createdUser { id name } changedFields restoredFromVersion\n    }\n  }\n"): (typeof documents)["\n  query GetContentRevisions($contentId: ID!, $page: Int, $limit: Int) {\n    contentRevisions(contentId: $contentId, page: $page, limit: $limit) {\n      id version createdDate createdUser { id name } changedFields restoredFromVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContentRevision($contentId: ID!, $revisionId: ID!) {\n    contentRevision(contentId: $contentId, revisionId: $revisionId) { id version snapshot }\n  }\n"): (typeof documents)["\n  query GetContentRevision($contentId: ID!, $revisionId: ID!) {\n    contentRevision(contentId: $contentId, revisionId: $revisionId) { id version snapshot }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreContentRevision($contentId: ID!, $revisionId: ID!, $version: Int!) {\n    restoreContentRevision(contentId: $contentId, revisionId: $revisionId, version: $version) { id version }\n  }\n"): (typeof documents)["\n  mutation RestoreContentRevision($contentId: ID!, $revisionId: ID!, $version: Int!) {\n    restoreContentRevision(contentId: $contentId, revisionId: $revisionId, version: $version) { id version }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContentList($filter: ContentFilter, $limit: Int, $firstContentDate: String, $after: String) {\n    contents(filter: $filter, limit: $limit, firstContentDate: $firstContentDate, after: $after) {\n      id version type status title spot categoryId contentDate publishDate isNewsWorthy showInHomepage createdUserId updatedUserId cursor agencyUpdate { version }\n    }\n  }\n"): (typeof documents)["\n  query GetContentList($filter: ContentFilter, $limit: Int, $firstContentDate: String, $after: String) {\n    contents(filter: $filter, limit: $limit, firstContentDate: $firstContentDate, after: $after) {\n      id version type status title spot categoryId contentDate publishDate isNewsWorthy showInHomepage createdUserId updatedUserId cursor agencyUpdate { version }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContentEditors {\n    activeUsersOfContents { id name }\n  }\n"): (typeof documents)["\n  query GetContentEditors {\n    activeUsersOfContents { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContentCategories {\n    allCategories(limit: 1000) { id name displayName contentTypes }\n  }\n"): (typeof documents)["\n  query GetContentCategories {\n    allCategories(limit: 1000) { id name displayName contentTypes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStatusToContent($contentId: ID!, $status: Int!) {\n    updateStatusToContent(contentId: $contentId, status: $status)\n  }\n"): (typeof documents)["\n  mutation UpdateStatusToContent($contentId: ID!, $status: Int!) {\n    updateStatusToContent(contentId: $contentId, status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPickerItems($provider: String!, $filter: PickerFilter, $page: Int, $limit: Int) {\n    pickerItems(provider: $provider, filter: $filter, page: $page, limit: $limit) { provider id entity }\n  }\n"): (typeof documents)["\n  query GetPickerItems($provider: String!, $filter: PickerFilter, $page: Int, $limit: Int) {\n    pickerItems(provider: $provider, filter: $filter, page: $page, limit: $limit) { provider id entity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecipeCategories {\n    recipeCategories { id name }\n  }\n"): (typeof documents)["\n  query GetRecipeCategories {\n    recipeCategories { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecipeAuthors {\n    recipeAuthors { id fullName }\n  }\n"): (typeof documents)["\n  query GetRecipeAuthors {\n    recipeAuthors { id fullName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPickerContentAuthors {\n    authors(limit: 1000) { id fullName }\n  }\n"): (typeof documents)["\n  query GetPickerContentAuthors {\n    authors(limit: 1000) { id fullName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditPermitFields on EditPermit {\n    resource recordId expiresAt autoAcceptSeconds heartbeatSeconds\n    holder { userId name session since }\n    request { user { userId name session since } requestedAt autoAcceptAt }\n    viewers { userId name session since }\n    last { kind byUserId toUserId toSession at }\n  }\n"): (typeof documents)["\n  fragment EditPermitFields on EditPermit {\n    resource recordId expiresAt autoAcceptSeconds heartbeatSeconds\n    holder { userId name session since }\n    request { user { userId name session since } requestedAt autoAcceptAt }\n    viewers { userId name session since }\n    last { kind byUserId toUserId toSession at }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetEditPermit($resource: String!, $id: ID!) {\n    editPermit(resource: $resource, id: $id) { ...EditPermitFields }\n  }\n"): (typeof documents)["\n  query GetEditPermit($resource: String!, $id: ID!) {\n    editPermit(resource: $resource, id: $id) { ...EditPermitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldEditPermit($resource: String!, $id: ID!, $session: String!) {\n    holdEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n"): (typeof documents)["\n  mutation HoldEditPermit($resource: String!, $id: ID!, $session: String!) {\n    holdEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeartbeatEditPermit($resource: String!, $id: ID!, $session: String!) {\n    heartbeatEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n"): (typeof documents)["\n  mutation HeartbeatEditPermit($resource: String!, $id: ID!, $session: String!) {\n    heartbeatEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEditPermit($resource: String!, $id: ID!, $session: String!) {\n    requestEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n"): (typeof documents)["\n  mutation RequestEditPermit($resource: String!, $id: ID!, $session: String!) {\n    requestEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerEditPermitRequest($resource: String!, $id: ID!, $accept: Boolean!) {\n    answerEditPermitRequest(resource: $resource, id: $id, accept: $accept) { ...EditPermitFields }\n  }\n"): (typeof documents)["\n  mutation AnswerEditPermitRequest($resource: String!, $id: ID!, $accept: Boolean!) {\n    answerEditPermitRequest(resource: $resource, id: $id, accept: $accept) { ...EditPermitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeOverEditPermit($resource: String!, $id: ID!, $session: String!) {\n    takeOverEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n"): (typeof documents)["\n  mutation TakeOverEditPermit($resource: String!, $id: ID!, $session: String!) {\n    takeOverEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseEditPermit($resource: String!, $id: ID!, $session: String!) {\n    releaseEditPermit(resource: $resource, id: $id, session: $session) { resource recordId }\n  }\n"): (typeof documents)["\n  mutation ReleaseEditPermit($resource: String!, $id: ID!, $session: String!) {\n    releaseEditPermit(resource: $resource, id: $id, session: $session) { resource recordId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUserFromPage($resource: String!, $id: ID!, $userId: ID!) {\n    removeUserFromPage(resource: $resource, id: $id, userId: $userId) { ...EditPermitFields }\n  }\n"): (typeof documents)["\n  mutation RemoveUserFromPage($resource: String!, $id: ID!, $userId: ID!) {\n    removeUserFromPage(resource: $resource, id: $id, userId: $userId) { ...EditPermitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EditPermitChanged($resource: String!, $id: ID!) {\n    editPermitChanged(resource: $resource, id: $id) { ...EditPermitFields }\n  }\n"): (typeof documents)["\n  subscription EditPermitChanged($resource: String!, $id: ID!) {\n    editPermitChanged(resource: $resource, id: $id) { ...EditPermitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetEditPermitHolders($resource: String!, $ids: [ID!]!) {\n    editPermitHolders(resource: $resource, ids: $ids) { recordId holder { userId name session since } }\n  }\n"): (typeof documents)["\n  query GetEditPermitHolders($resource: String!, $ids: [ID!]!) {\n    editPermitHolders(resource: $resource, ids: $ids) { recordId holder { userId name session since } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EditPermitHoldersChanged($resource: String!) {\n    editPermitHoldersChanged(resource: $resource) { recordId holder { userId name session since } }\n  }\n"): (typeof documents)["\n  subscription EditPermitHoldersChanged($resource: String!) {\n    editPermitHoldersChanged(resource: $resource) { recordId holder { userId name session since } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetEditorContentReport($filter: EditorContentReportFilter!) {\n    editorContentReport(filter: $filter) {\n      rows { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }\n      totals { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }\n    }\n  }\n"): (typeof documents)["\n  query GetEditorContentReport($filter: EditorContentReportFilter!) {\n    editorContentReport(filter: $filter) {\n      rows { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }\n      totals { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($query: String!, $limit: Int) {\n    globalSearch(query: $query, limit: $limit) {\n      kind\n      more\n      failed\n      hits { kind id title detail date resource contentType }\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($query: String!, $limit: Int) {\n    globalSearch(query: $query, limit: $limit) {\n      kind\n      more\n      failed\n      hits { kind id title detail date resource contentType }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HandbookFields on Handbook {\n    __typename version language title introduction sections { heading paragraphs } accepted acceptedDate\n  }\n"): (typeof documents)["\n  fragment HandbookFields on Handbook {\n    __typename version language title introduction sections { heading paragraphs } accepted acceptedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetHandbook($language: String) {\n    handbook(language: $language) { ...HandbookFields }\n  }\n"): (typeof documents)["\n  query GetHandbook($language: String) {\n    handbook(language: $language) { ...HandbookFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptHandbook($version: String!) {\n    acceptHandbook(version: $version) { ...HandbookFields }\n  }\n"): (typeof documents)["\n  mutation AcceptHandbook($version: String!) {\n    acceptHandbook(version: $version) { ...HandbookFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetHandbookAcceptances($limit: Int, $after: String) {\n    handbookAcceptances(limit: $limit, after: $after) { id userId userName userEmail version acceptedDate isCurrentVersion cursor }\n  }\n"): (typeof documents)["\n  query GetHandbookAcceptances($limit: Int, $after: String) {\n    handbookAcceptances(limit: $limit, after: $after) { id userId userName userEmail version acceptedDate isCurrentVersion cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeadlineItemFields on HeadlineItem {\n    __typename id headlineId order state contentId provider external\n    content { id title contentType isApproved publishedAt coverUrl }\n    title titleHidden spot spotHidden manualUrl images\n    pin pinnedUntil archive tag { id name isApproved } headlinedAt publishAt auto version updatedAt updatedByName\n  }\n"): (typeof documents)["\n  fragment HeadlineItemFields on HeadlineItem {\n    __typename id headlineId order state contentId provider external\n    content { id title contentType isApproved publishedAt coverUrl }\n    title titleHidden spot spotHidden manualUrl images\n    pin pinnedUntil archive tag { id name isApproved } headlinedAt publishAt auto version updatedAt updatedByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeadlineFields on Headline {\n    __typename id version updatedAt autoCategoryId autoContentType autoTotalCount\n    headlineType { id name itemCount supportedContentTypes coverCropWidth coverCropHeight }\n    items { ...HeadlineItemFields }\n    pending { ...HeadlineItemFields }\n  }\n"): (typeof documents)["\n  fragment HeadlineFields on Headline {\n    __typename id version updatedAt autoCategoryId autoContentType autoTotalCount\n    headlineType { id name itemCount supportedContentTypes coverCropWidth coverCropHeight }\n    items { ...HeadlineItemFields }\n    pending { ...HeadlineItemFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetHeadlines($filter: HeadlineFilter, $limit: Int) {\n    headlines(filter: $filter, limit: $limit) { data { ...HeadlineFields } total }\n  }\n"): (typeof documents)["\n  query GetHeadlines($filter: HeadlineFilter, $limit: Int) {\n    headlines(filter: $filter, limit: $limit) { data { ...HeadlineFields } total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetHeadline($id: ID!) {\n    headline(id: $id) { ...HeadlineFields }\n  }\n"): (typeof documents)["\n  query GetHeadline($id: ID!) {\n    headline(id: $id) { ...HeadlineFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOldHeadlines($at: DateTime!, $headlineCategoryId: ID!) {\n    oldHeadlines(at: $at, headlineCategoryId: $headlineCategoryId) { ...HeadlineFields }\n  }\n"): (typeof documents)["\n  query GetOldHeadlines($at: DateTime!, $headlineCategoryId: ID!) {\n    oldHeadlines(at: $at, headlineCategoryId: $headlineCategoryId) { ...HeadlineFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHeadline($input: HeadlineInput!) {\n    saveHeadline(input: $input) { ...HeadlineFields }\n  }\n"): (typeof documents)["\n  mutation SaveHeadline($input: HeadlineInput!) {\n    saveHeadline(input: $input) { ...HeadlineFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveHeadlineItem($headlineId: ID!, $itemId: ID!, $afterItemId: ID, $version: Int!) {\n    moveHeadlineItem(headlineId: $headlineId, itemId: $itemId, afterItemId: $afterItemId, version: $version) { ...HeadlineFields }\n  }\n"): (typeof documents)["\n  mutation MoveHeadlineItem($headlineId: ID!, $itemId: ID!, $afterItemId: ID, $version: Int!) {\n    moveHeadlineItem(headlineId: $headlineId, itemId: $itemId, afterItemId: $afterItemId, version: $version) { ...HeadlineFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinHeadlineItem($headlineId: ID!, $itemId: ID!, $pin: HeadlinePin!, $version: Int!) {\n    pinHeadlineItem(headlineId: $headlineId, itemId: $itemId, pin: $pin, version: $version) { ...HeadlineFields }\n  }\n"): (typeof documents)["\n  mutation PinHeadlineItem($headlineId: ID!, $itemId: ID!, $pin: HeadlinePin!, $version: Int!) {\n    pinHeadlineItem(headlineId: $headlineId, itemId: $itemId, pin: $pin, version: $version) { ...HeadlineFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveHeadlineItemToPending($headlineId: ID!, $itemId: ID!, $publishAt: DateTime!, $order: Int!, $version: Int!) {\n    moveHeadlineItemToPending(headlineId: $headlineId, itemId: $itemId, publishAt: $publishAt, order: $order, version: $version) { ...HeadlineFields }\n  }\n"): (typeof documents)["\n  mutation MoveHeadlineItemToPending($headlineId: ID!, $itemId: ID!, $publishAt: DateTime!, $order: Int!, $version: Int!) {\n    moveHeadlineItemToPending(headlineId: $headlineId, itemId: $itemId, publishAt: $publishAt, order: $order, version: $version) { ...HeadlineFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHeadlineItem($headlineId: ID!, $itemId: ID!, $version: Int!) {\n    removeHeadlineItem(headlineId: $headlineId, itemId: $itemId, version: $version) { ...HeadlineFields }\n  }\n"): (typeof documents)["\n  mutation RemoveHeadlineItem($headlineId: ID!, $itemId: ID!, $version: Int!) {\n    removeHeadlineItem(headlineId: $headlineId, itemId: $itemId, version: $version) { ...HeadlineFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HeadlineChanged($headlineCategoryId: ID!) {\n    headlineChanged(headlineCategoryId: $headlineCategoryId) { headlineId version kind itemId byUserId at }\n  }\n"): (typeof documents)["\n  subscription HeadlineChanged($headlineCategoryId: ID!) {\n    headlineChanged(headlineCategoryId: $headlineCategoryId) { headlineId version kind itemId byUserId at }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailingFields on Mailing {\n    __typename id version title channelId type status sendDate userSpecificTitle articlesOfTheDay cursor\n    items { __typename title spot contentUrl contentId contentDate contentTypeId imageUrl isChiefSelection order }\n    report { __typename recipients sent failed }\n  }\n"): (typeof documents)["\n  fragment MailingFields on Mailing {\n    __typename id version title channelId type status sendDate userSpecificTitle articlesOfTheDay cursor\n    items { __typename title spot contentUrl contentId contentDate contentTypeId imageUrl isChiefSelection order }\n    report { __typename recipients sent failed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {\n      __typename id title channelId type status sendDate cursor\n    }\n  }\n"): (typeof documents)["\n  query GetMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {\n      __typename id title channelId type status sendDate cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMailing($id: ID!) {\n    mailing(id: $id) { ...MailingFields }\n  }\n"): (typeof documents)["\n  query GetMailing($id: ID!) {\n    mailing(id: $id) { ...MailingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMailingChannels($limit: Int) {\n    mailingChannels(limit: $limit) { __typename id name }\n  }\n"): (typeof documents)["\n  query GetMailingChannels($limit: Int) {\n    mailingChannels(limit: $limit) { __typename id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMailing($input: MailingInput!) {\n    saveMailing(input: $input) { ...MailingFields }\n  }\n"): (typeof documents)["\n  mutation SaveMailing($input: MailingInput!) {\n    saveMailing(input: $input) { ...MailingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleMailing($id: ID!, $version: Int!) {\n    scheduleMailing(id: $id, version: $version) { ...MailingFields }\n  }\n"): (typeof documents)["\n  mutation ScheduleMailing($id: ID!, $version: Int!) {\n    scheduleMailing(id: $id, version: $version) { ...MailingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMailing($id: ID!, $version: Int!) {\n    cancelMailing(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation CancelMailing($id: ID!, $version: Int!) {\n    cancelMailing(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOldMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {\n      __typename id title channelId type status sendDate cursor\n      report { __typename recipients sent failed bounced unknown pending unsubscribed }\n    }\n  }\n"): (typeof documents)["\n  query GetOldMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {\n      __typename id title channelId type status sendDate cursor\n      report { __typename recipients sent failed bounced unknown pending unsubscribed }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!], $page: Int, $limit: Int) {\n    mailingDeliveries(mailingId: $mailingId, states: $states, page: $page, limit: $limit) {\n      __typename total\n      data { __typename id email state attempts smtpCode error sentAt }\n    }\n  }\n"): (typeof documents)["\n  query GetMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!], $page: Int, $limit: Int) {\n    mailingDeliveries(mailingId: $mailingId, states: $states, page: $page, limit: $limit) {\n      __typename total\n      data { __typename id email state attempts smtpCode error sentAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!]!) {\n    resendMailingDeliveries(mailingId: $mailingId, states: $states)\n  }\n"): (typeof documents)["\n  mutation ResendMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!]!) {\n    resendMailingDeliveries(mailingId: $mailingId, states: $states)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailingPreview($id: ID, $input: MailingInput) {\n    mailingPreview(id: $id, input: $input) { __typename subject html text }\n  }\n"): (typeof documents)["\n  query MailingPreview($id: ID, $input: MailingInput) {\n    mailingPreview(id: $id, input: $input) { __typename subject html text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMailingTest($id: ID!) {\n    sendMailingTest(id: $id) { __typename sent to subject messageId smtpCode reason }\n  }\n"): (typeof documents)["\n  mutation SendMailingTest($id: ID!) {\n    sendMailingTest(id: $id) { __typename sent to subject messageId smtpCode reason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSentMails($filter: SentMailFilter, $page: Int, $limit: Int) {\n    mailCaptured\n    sentMails(filter: $filter, page: $page, limit: $limit) {\n      __typename\n      total\n      data { __typename id messageId mailingId from to subject date }\n    }\n  }\n"): (typeof documents)["\n  query GetSentMails($filter: SentMailFilter, $page: Int, $limit: Int) {\n    mailCaptured\n    sentMails(filter: $filter, page: $page, limit: $limit) {\n      __typename\n      total\n      data { __typename id messageId mailingId from to subject date }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSentMail($id: ID!) {\n    sentMail(id: $id) {\n      __typename id messageId mailingId from to subject date html text\n      headers { __typename name value }\n    }\n  }\n"): (typeof documents)["\n  query GetSentMail($id: ID!) {\n    sentMail(id: $id) {\n      __typename id messageId mailingId from to subject date html text\n      headers { __typename name value }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailingSubscriberFields on MailingSubscriber {\n    __typename id channelId email status source createdDate subscribedAt unsubscribedAt\n  }\n"): (typeof documents)["\n  fragment MailingSubscriberFields on MailingSubscriber {\n    __typename id channelId email status source createdDate subscribedAt unsubscribedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMailingSubscribers($filter: MailingSubscriberFilter, $page: Int, $limit: Int) {\n    mailingSubscribers(filter: $filter, page: $page, limit: $limit) {\n      __typename total\n      data { ...MailingSubscriberFields }\n    }\n  }\n"): (typeof documents)["\n  query GetMailingSubscribers($filter: MailingSubscriberFilter, $page: Int, $limit: Int) {\n    mailingSubscribers(filter: $filter, page: $page, limit: $limit) {\n      __typename total\n      data { ...MailingSubscriberFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMailingSubscriber($channelId: ID!, $email: String!) {\n    addMailingSubscriber(channelId: $channelId, email: $email) { ...MailingSubscriberFields }\n  }\n"): (typeof documents)["\n  mutation AddMailingSubscriber($channelId: ID!, $email: String!) {\n    addMailingSubscriber(channelId: $channelId, email: $email) { ...MailingSubscriberFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportMailingSubscribers($channelId: ID!, $csv: String!) {\n    importMailingSubscribers(channelId: $channelId, csv: $csv) {\n      __typename added alreadyThere invalidCount\n      invalid { __typename line value }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportMailingSubscribers($channelId: ID!, $csv: String!) {\n    importMailingSubscribers(channelId: $channelId, csv: $csv) {\n      __typename added alreadyThere invalidCount\n      invalid { __typename line value }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMailingSubscriber($id: ID!) {\n    removeMailingSubscriber(id: $id) { ...MailingSubscriberFields }\n  }\n"): (typeof documents)["\n  mutation RemoveMailingSubscriber($id: ID!) {\n    removeMailingSubscriber(id: $id) { ...MailingSubscriberFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaItemFields on MediaItem {\n    __typename id version path name mediaType mimeType size width height reporter source text createdDate usageCount cursor\n  }\n"): (typeof documents)["\n  fragment MediaItemFields on MediaItem {\n    __typename id version path name mediaType mimeType size width height reporter source text createdDate usageCount cursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMediaItems($filter: MediaItemFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    mediaItems(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) { ...MediaItemFields }\n  }\n"): (typeof documents)["\n  query GetMediaItems($filter: MediaItemFilter, $limit: Int, $firstCreatedDate: String, $after: String) {\n    mediaItems(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) { ...MediaItemFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMediaItem($id: ID!) {\n    mediaItem(id: $id) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }\n  }\n"): (typeof documents)["\n  query GetMediaItem($id: ID!) {\n    mediaItem(id: $id) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMediaItem($input: MediaItemInput!) {\n    saveMediaItem(input: $input) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }\n  }\n"): (typeof documents)["\n  mutation SaveMediaItem($input: MediaItemInput!) {\n    saveMediaItem(input: $input) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMediaItem($id: ID!, $version: Int!) {\n    deleteMediaItem(id: $id, version: $version) { id }\n  }\n"): (typeof documents)["\n  mutation DeleteMediaItem($id: ID!, $version: Int!) {\n    deleteMediaItem(id: $id, version: $version) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearMenuCache {\n    clearMenuCache { clearedAt servers }\n  }\n"): (typeof documents)["\n  mutation ClearMenuCache {\n    clearMenuCache { clearedAt servers }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    __typename id version title spot url sendDate platforms audience categoryIds isCategoryFollowersOnly useCoverImage isBreakingNews mailChannelId\n    status failedPlatforms cursor\n    deliveries { __typename platform state targeted sent failed expired canceled error startedAt finishedAt }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    __typename id version title spot url sendDate platforms audience categoryIds isCategoryFollowersOnly useCoverImage isBreakingNews mailChannelId\n    status failedPlatforms cursor\n    deliveries { __typename platform state targeted sent failed expired canceled error startedAt finishedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotifications($filter: NotificationFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    notifications(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) { ...NotificationFields }\n  }\n"): (typeof documents)["\n  query GetNotifications($filter: NotificationFilter, $limit: Int, $after: String, $firstSendDate: String) {\n    notifications(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) { ...NotificationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotification($id: ID!) {\n    notification(id: $id) { ...NotificationFields }\n  }\n"): (typeof documents)["\n  query GetNotification($id: ID!) {\n    notification(id: $id) { ...NotificationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNotification($input: NotificationInput!) {\n    saveNotification(input: $input) { ...NotificationFields }\n  }\n"): (typeof documents)["\n  mutation SaveNotification($input: NotificationInput!) {\n    saveNotification(input: $input) { ...NotificationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelNotification($id: ID!, $version: Int!) {\n    cancelNotification(id: $id, version: $version) { ...NotificationFields }\n  }\n"): (typeof documents)["\n  mutation CancelNotification($id: ID!, $version: Int!) {\n    cancelNotification(id: $id, version: $version) { ...NotificationFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotificationCategories {\n    allCategories(limit: 1000) { __typename id name }\n  }\n"): (typeof documents)["\n  query GetNotificationCategories {\n    allCategories(limit: 1000) { __typename id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotificationMailChannels($limit: Int) {\n    mailingChannels(limit: $limit) { __typename id name }\n  }\n"): (typeof documents)["\n  query GetNotificationMailChannels($limit: Int) {\n    mailingChannels(limit: $limit) { __typename id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermissionMatrix {\n    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n    roles { id name }\n    currentUser { roles }\n  }\n"): (typeof documents)["\n  query PermissionMatrix {\n    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n    roles { id name }\n    currentUser { roles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePermissions($input: SavePermissionsInput!) {\n    savePermissions(input: $input) { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n  }\n"): (typeof documents)["\n  mutation SavePermissions($input: SavePermissionsInput!) {\n    savePermissions(input: $input) { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedViews($resource: String!) {\n    savedViews(resource: $resource) { id resource name state shared mine ownerName version updatedDate }\n  }\n"): (typeof documents)["\n  query SavedViews($resource: String!) {\n    savedViews(resource: $resource) { id resource name state shared mine ownerName version updatedDate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSavedView($input: SavedViewInput!) {\n    saveSavedView(input: $input) { id resource name state shared mine ownerName version updatedDate }\n  }\n"): (typeof documents)["\n  mutation SaveSavedView($input: SavedViewInput!) {\n    saveSavedView(input: $input) { id resource name state shared mine ownerName version updatedDate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedView($id: ID!) {\n    deleteSavedView(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedView($id: ID!) {\n    deleteSavedView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSubjectTitle($input: AddSubjectTitleInput!) {\n    addSubjectTitle(input: $input) { id name kind parentId level isApproved }\n  }\n"): (typeof documents)["\n  mutation AddSubjectTitle($input: AddSubjectTitleInput!) {\n    addSubjectTitle(input: $input) { id name kind parentId level isApproved }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteUserFields on User {\n    __typename\n    id\n    name\n    email\n  }\n"): (typeof documents)["\n  fragment SiteUserFields on User {\n    __typename\n    id\n    name\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteUsers($siteId: ID!) {\n    users(filter: { sites: [$siteId] }, limit: 1000) { ...SiteUserFields }\n  }\n"): (typeof documents)["\n  query SiteUsers($siteId: ID!) {\n    users(filter: { sites: [$siteId] }, limit: 1000) { ...SiteUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSearch($search: String!) {\n    users(filter: { search: $search }, limit: 20) { ...SiteUserFields }\n  }\n"): (typeof documents)["\n  query UserSearch($search: String!) {\n    users(filter: { search: $search }, limit: 20) { ...SiteUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSiteUsers($userIds: [ID!]!) {\n    addSiteUsers(userIds: $userIds)\n  }\n"): (typeof documents)["\n  mutation AddSiteUsers($userIds: [ID!]!) {\n    addSiteUsers(userIds: $userIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardStoryFields on Story {\n    __typename id version title type categoryIds publishDate state pinned position\n    frames { image video }\n  }\n"): (typeof documents)["\n  fragment BoardStoryFields on Story {\n    __typename id version title type categoryIds publishDate state pinned position\n    frames { image video }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardReelFields on Reel {\n    __typename id version title type categoryIds publishDate state pinned position\n    shownPosterPath\n  }\n"): (typeof documents)["\n  fragment BoardReelFields on Reel {\n    __typename id version title type categoryIds publishDate state pinned position\n    shownPosterPath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBoardStories($filter: StoryFilter, $page: Int, $limit: Int) {\n    stories(filter: $filter, page: $page, limit: $limit) { ...BoardStoryFields }\n  }\n"): (typeof documents)["\n  query GetBoardStories($filter: StoryFilter, $page: Int, $limit: Int) {\n    stories(filter: $filter, page: $page, limit: $limit) { ...BoardStoryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBoardReels($filter: ReelFilter, $page: Int, $limit: Int) {\n    reels(filter: $filter, page: $page, limit: $limit) { ...BoardReelFields }\n  }\n"): (typeof documents)["\n  query GetBoardReels($filter: ReelFilter, $page: Int, $limit: Int) {\n    reels(filter: $filter, page: $page, limit: $limit) { ...BoardReelFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBoardCategories {\n    allCategories(limit: 1000) { __typename id name }\n  }\n"): (typeof documents)["\n  query GetBoardCategories {\n    allCategories(limit: 1000) { __typename id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveStory($id: ID!, $afterId: ID) {\n    moveStory(id: $id, afterId: $afterId) { ...BoardStoryFields }\n  }\n"): (typeof documents)["\n  mutation MoveStory($id: ID!, $afterId: ID) {\n    moveStory(id: $id, afterId: $afterId) { ...BoardStoryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinStory($id: ID!, $pinned: Boolean!) {\n    pinStory(id: $id, pinned: $pinned) { ...BoardStoryFields }\n  }\n"): (typeof documents)["\n  mutation PinStory($id: ID!, $pinned: Boolean!) {\n    pinStory(id: $id, pinned: $pinned) { ...BoardStoryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveReel($id: ID!, $afterId: ID) {\n    moveReel(id: $id, afterId: $afterId) { ...BoardReelFields }\n  }\n"): (typeof documents)["\n  mutation MoveReel($id: ID!, $afterId: ID) {\n    moveReel(id: $id, afterId: $afterId) { ...BoardReelFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinReel($id: ID!, $pinned: Boolean!) {\n    pinReel(id: $id, pinned: $pinned) { ...BoardReelFields }\n  }\n"): (typeof documents)["\n  mutation PinReel($id: ID!, $pinned: Boolean!) {\n    pinReel(id: $id, pinned: $pinned) { ...BoardReelFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBoardStory($id: ID!, $version: Int!) {\n    deleteStory(id: $id, version: $version) { __typename id }\n  }\n"): (typeof documents)["\n  mutation DeleteBoardStory($id: ID!, $version: Int!) {\n    deleteStory(id: $id, version: $version) { __typename id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBoardReel($id: ID!, $version: Int!) {\n    deleteReel(id: $id, version: $version) { __typename id }\n  }\n"): (typeof documents)["\n  mutation DeleteBoardReel($id: ID!, $version: Int!) {\n    deleteReel(id: $id, version: $version) { __typename id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BoardStoriesChanged {\n    storiesChanged { id kind byUserId at }\n  }\n"): (typeof documents)["\n  subscription BoardStoriesChanged {\n    storiesChanged { id kind byUserId at }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BoardReelsChanged {\n    reelsChanged { id kind byUserId at }\n  }\n"): (typeof documents)["\n  subscription BoardReelsChanged {\n    reelsChanged { id kind byUserId at }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshUserFromDirectory($id: ID!, $apply: Boolean, $version: Int) {\n    refreshUserFromDirectory(id: $id, apply: $apply, version: $version) {\n      userId\n      found\n      applied\n      version\n      changes { field before after }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshUserFromDirectory($id: ID!, $apply: Boolean, $version: Int) {\n    refreshUserFromDirectory(id: $id, apply: $apply, version: $version) {\n      userId\n      found\n      applied\n      version\n      changes { field before after }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSiteUsersFromDirectory {\n    refreshSiteUsersFromDirectory { id state total done refreshed unchanged notFound failed }\n  }\n"): (typeof documents)["\n  mutation RefreshSiteUsersFromDirectory {\n    refreshSiteUsersFromDirectory { id state total done refreshed unchanged notFound failed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectoryRefreshJob($id: ID!) {\n    directoryRefreshJob(id: $id) { id state total done refreshed unchanged notFound failed }\n  }\n"): (typeof documents)["\n  query DirectoryRefreshJob($id: ID!) {\n    directoryRefreshJob(id: $id) { id state total done refreshed unchanged notFound failed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePasswordLink($userId: ID!) {\n    createPasswordLink(userId: $userId) { token expiresAt }\n  }\n"): (typeof documents)["\n  mutation CreatePasswordLink($userId: ID!) {\n    createPasswordLink(userId: $userId) { token expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoProcessFields on VideoProcess {\n    __typename id path fileName fileSize status progress resolutions posterPath duration sourceWidth sourceHeight\n    error errorCode attempts createdDate processStart processEnd processDuration\n    renditions { __typename height width path size bitrate }\n  }\n"): (typeof documents)["\n  fragment VideoProcessFields on VideoProcess {\n    __typename id path fileName fileSize status progress resolutions posterPath duration sourceWidth sourceHeight\n    error errorCode attempts createdDate processStart processEnd processDuration\n    renditions { __typename height width path size bitrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVideoProcessQueue($filter: VideoProcessFilter, $page: Int, $limit: Int) {\n    videoProcessQueue(filter: $filter, page: $page, limit: $limit) { ...VideoProcessFields }\n  }\n"): (typeof documents)["\n  query GetVideoProcessQueue($filter: VideoProcessFilter, $page: Int, $limit: Int) {\n    videoProcessQueue(filter: $filter, page: $page, limit: $limit) { ...VideoProcessFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVideoProcessing($paths: [String!]!) {\n    videoProcessing(paths: $paths) { ...VideoProcessFields }\n  }\n"): (typeof documents)["\n  query GetVideoProcessing($paths: [String!]!) {\n    videoProcessing(paths: $paths) { ...VideoProcessFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequeueVideoProcess($id: Int!) {\n    requeueVideoProcess(id: $id) { ...VideoProcessFields }\n  }\n"): (typeof documents)["\n  mutation RequeueVideoProcess($id: Int!) {\n    requeueVideoProcess(id: $id) { ...VideoProcessFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    __typename id webhookId event status attempts responseStatus responseBody error createdDate deliveredDate nextAttemptDate\n    tries { __typename attempt at responseStatus error }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    __typename id webhookId event status attempts responseStatus responseBody error createdDate deliveredDate nextAttemptDate\n    tries { __typename attempt at responseStatus error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on Webhook {\n    __typename id name url events active version createdDate updatedDate secret\n    lastDelivery { ...WebhookDeliveryFields }\n  }\n"): (typeof documents)["\n  fragment WebhookFields on Webhook {\n    __typename id name url events active version createdDate updatedDate secret\n    lastDelivery { ...WebhookDeliveryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetWebhooks {\n    webhooks { ...WebhookFields }\n  }\n"): (typeof documents)["\n  query GetWebhooks {\n    webhooks { ...WebhookFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetWebhookDeliveries($webhookId: ID!, $page: Int, $limit: Int) {\n    webhookDeliveries(webhookId: $webhookId, page: $page, limit: $limit) { ...WebhookDeliveryFields }\n  }\n"): (typeof documents)["\n  query GetWebhookDeliveries($webhookId: ID!, $page: Int, $limit: Int) {\n    webhookDeliveries(webhookId: $webhookId, page: $page, limit: $limit) { ...WebhookDeliveryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveWebhook($input: WebhookInput!) {\n    saveWebhook(input: $input) { ...WebhookFields }\n  }\n"): (typeof documents)["\n  mutation SaveWebhook($input: WebhookInput!) {\n    saveWebhook(input: $input) { ...WebhookFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewWebhookSecret($id: ID!) {\n    renewWebhookSecret(id: $id) { ...WebhookFields }\n  }\n"): (typeof documents)["\n  mutation RenewWebhookSecret($id: ID!) {\n    renewWebhookSecret(id: $id) { ...WebhookFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;