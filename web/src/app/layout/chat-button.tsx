import { WhatsAppIcon } from '#web/components/ui/brand-icons.tsx';
import { useConfig } from '#web/features/config/config-api.ts';

function appName(link: string): string {
  return /wa\.me|whatsapp/i.test(link) ? 'WhatsApp' : 'chat';
}

export function ChatButton() {
  const chatLink = useConfig()?.chatLink;
  if (!chatLink) return null;
  return (
    <a
      href={chatLink}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with us on ${appName(chatLink)} (opens in a new tab)`}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-button text-on-button shadow-lg shadow-black/20 transition-transform hover:scale-105 hover:bg-button-hover sm:right-6 sm:bottom-6"
    >
      <WhatsAppIcon size={26} />
    </a>
  );
}
