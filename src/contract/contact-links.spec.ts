import { mailtoHref, telHref } from './contact-links';

describe('tel links', () => {
  it('keeps digits and one leading plus', () => {
    expect(telHref('+216 22 (111) 222')).toBe('tel:+21622111222');
    expect(telHref('(+216) 71-000-000')).toBe('tel:+21671000000');
    expect(telHref('22-111-222')).toBe('tel:22111222');
    expect(telHref('2+2')).toBe('tel:22');
    expect(telHref('++216 22')).toBe('tel:+21622');
  });

  it('lets nothing else of the stored value into the link', () => {
    expect(telHref('22333444?call=now&x=y')).toBe('tel:22333444');
    expect(telHref('22333444\r\n<script>')).toBe('tel:22333444');
    expect(telHref('javascript:alert(1)')).toBe('tel:1');
  });
});

describe('mailto links', () => {
  it('leaves an ordinary address readable', () => {
    expect(mailtoHref('amira@example.tn')).toBe('mailto:amira@example.tn');
    expect(mailtoHref('Amira.Ben-Salah@Example.TN')).toBe('mailto:Amira.Ben-Salah@Example.TN');
  });

  it('encodes each side of the last "@", so the address cannot add ?bcc=, &body= or a recipient', () => {
    expect(mailtoHref('victim%40gmail.com?bcc=attacker%40evil.tn&x=@x.tn')).toBe(
      'mailto:victim%2540gmail.com%3Fbcc%3Dattacker%2540evil.tn%26x%3D@x.tn',
    );
    expect(mailtoHref('a@b.tn?cc=x@evil.tn')).toBe('mailto:a%40b.tn%3Fcc%3Dx@evil.tn');
    expect(mailtoHref('a@b.tn,x@evil.tn')).toBe('mailto:a%40b.tn%2Cx@evil.tn');
    expect(mailtoHref('a b@c.tn\r\nBcc: x')).toBe('mailto:a%20b@c.tn%0D%0ABcc%3A%20x');
    expect(mailtoHref('pas-une-adresse?subject=x')).toBe('mailto:pas-une-adresse%3Fsubject%3Dx');
  });

  it('keeps only characters that carry no meaning in a mailto: URL', () => {
    for (const address of [
      'a@b.tn#x',
      '"a"@b.tn',
      'a@b.tn&body=x',
      'a%0A@b.tn',
      'hélène@exemple.tn',
      'a\uD800@b.tn',
    ]) {
      const rest = mailtoHref(address).slice('mailto:'.length);
      expect({ address, rest }).toEqual({
        address,
        rest: expect.stringMatching(/^[A-Za-z0-9%._~!*'()-]*(@[A-Za-z0-9%._~!*'()-]*)?$/),
      });
    }
  });
});
