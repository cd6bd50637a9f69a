-- Coupons in the back office (issue 29 item 4): staff deactivate a coupon with a reason; from then on no player
-- can redeem it (the redemption locks the row and reads these columns). Who created it is a staff user id.
ALTER TABLE coupons
  ADD COLUMN deactivated_at timestamptz,
  ADD COLUMN deactivated_by uuid REFERENCES users (id),
  ADD COLUMN deactivation_reason text CHECK (deactivation_reason IS NULL OR length(deactivation_reason) BETWEEN 1 AND 500),
  ADD CONSTRAINT coupons_deactivation CHECK ((deactivated_at IS NULL) = (deactivation_reason IS NULL));

CREATE INDEX coupon_redemptions_coupon ON coupon_redemptions (coupon_id, created_at DESC);
