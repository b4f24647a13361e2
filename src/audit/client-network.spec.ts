import { journalNetwork } from './client-network';

describe('journalNetwork: the client network the journal keeps', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['10.1.2.3', '10.1.2.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd::/48'],
    ['2001:DB8:ABCD:0012::1%eth0', '2001:db8:abcd::/48'],
    ['::1', '::/48'],
  ])('%s → %s', (ip, network) => {
    expect(journalNetwork(ip)).toBe(network);
  });

  it.each([undefined, '', 'pas une adresse', '999.1.1.1'])('%p → null', (ip) => {
    expect(journalNetwork(ip)).toBeNull();
  });
});
