export default function ProfileEditor() {
  return null;
}
