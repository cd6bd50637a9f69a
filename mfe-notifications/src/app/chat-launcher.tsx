export default function ChatLauncher() {
  return null;
}
