/** spec 02 §8 camera messages; the spec shows only the start of the permission one, the rest is ours. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return "Camera permission denied. Please click the camera icon in your browser's address bar and select Allow, then try again.";
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'No camera was found on this device. Scan from a photo instead.';
  }
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'The camera is being used by another app. Close it and try again.';
  if (name === 'InsecureContext') return 'Camera access needs a secure (HTTPS) connection. Scan from a photo instead.';
  return 'Failed to access camera. Please check your permissions.';
}
