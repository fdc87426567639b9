/** What other workflows use of the video process queue: the processing state and player of a content's video field. */
export { VideoFieldProcessing, type VideoFieldProcessingProps } from './VideoFieldProcessing.tsx';
