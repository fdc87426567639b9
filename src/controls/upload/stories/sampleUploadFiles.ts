/** Small real images (96 x 64) and stand-ins for the upload stories and specs. */
const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAMAAADS6oI8AAAAA1BMVEXIKChQLvxyAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAHUlEQVRYhe3BMQEAAADCoPVP7W0HoAAAAAAAADoDGEAAAfqFQdcAAAAASUVORK5CYII=';
const BLUE_JPEG =
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABAAGADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AigNKkgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP/9k=';
const GREEN_GIF =
  'R0lGODlhYABAAIAAAExpcSigPCH5BAUAAAAALAAAAABgAEAAAAJWjI+py+0Po5y02ouz3rz7D4biSJbmiabqyrbuC8fyTNf2jef6zvf+DwwKh8Si8YhMKpfMpvMJjUqn1Kr1is1qt9yu9wsOi8fksvmMTqvX7Lb7DY/LVwUAOw==';

const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export const DATA_URLS = {
  png: `data:image/png;base64,${RED_PNG}`,
  jpeg: `data:image/jpeg;base64,${BLUE_JPEG}`,
  gif: `data:image/gif;base64,${GREEN_GIF}`,
};

export const pngFile = (name = 'kirmizi.png') => new File([bytes(RED_PNG)], name, { type: 'image/png' });
export const jpegFile = (name = 'mavi.jpg') => new File([bytes(BLUE_JPEG)], name, { type: 'image/jpeg' });
export const videoFile = (name = 'roportaj.mp4', size = 2048) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });
/** A file of `size` bytes (zeros) with any name and type. */
export const sizedFile = (name: string, size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });
