export default function DailyBonusModal() {
  return null;
}
