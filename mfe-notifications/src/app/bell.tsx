export default function Bell() {
  return null;
}
