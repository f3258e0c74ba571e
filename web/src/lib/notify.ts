import { toast } from 'sonner';

export const SUCCESS_TOAST_MS = 4000;
export const TOAST_CONTAINER_MS = 5000;
export const SUCCESS_SOUND_URL = '/sounds/success.wav';
export const SUCCESS_SOUND_VOLUME = 0.5;

function playSuccessSound(): void {
  try {
    const audio = new Audio(SUCCESS_SOUND_URL);
    audio.volume = SUCCESS_SOUND_VOLUME;
    // Autoplay policies may refuse before the first user gesture; the toast alone is enough then.
    audio.play().catch(() => {});
  } catch {
    // Audio is unavailable (very old browser or a test DOM).
  }
}

export const notify = {
  success(message: string): void {
    toast.success(message, { duration: SUCCESS_TOAST_MS, position: 'top-right' });
    playSuccessSound();
  },
  error(message: string, options: { id?: string } = {}): void {
    toast.error(message, options);
  },
};
