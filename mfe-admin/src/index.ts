// A remote is consumed through remoteEntry.js; this entry only keeps webpack's async boundary.
export {};
