#!/usr/bin/perl
# Writes test-city.mmdb, the GeoIP database the tests look visitors up in: a few networks in the
# shape of MaxMind's GeoIP2/GeoLite2 City (DB-IP's Lite City has it too), written by MaxMind's own
# writer. Committed with its output; run again only to change it:
#   apt-get install -y libmaxmind-db-writer-perl && perl make-test-city.pl
use strict;
use warnings;
use MaxMind::DB::Writer::Tree;

my %types = (
  city => 'map', country => 'map', location => 'map', names => 'map',
  en => 'utf8_string', iso_code => 'utf8_string', latitude => 'double', longitude => 'double',
);
my $tree = MaxMind::DB::Writer::Tree->new(
  ip_version => 6,
  record_size => 24,
  database_type => 'BRP-Test-City',
  languages => ['en'],
  description => { en => 'Test networks for the waitlist tests; not real locations' },
  map_key_type_callback => sub { $types{ $_[0] } // 'utf8_string' },
  # Loopback is looked up too: tests reach the server from it.
  remove_reserved_networks => 0,
);
sub place {
  my ($city, $iso, $country, $lat, $long) = @_;
  return {
    city => { names => { en => $city } },
    country => { iso_code => $iso, names => { en => $country } },
    location => { latitude => $lat, longitude => $long },
  };
}
# Where the tests' own connections come from.
$tree->insert_network('127.0.0.0/8', place('Oakland', 'US', 'United States', 37.8044, -122.2712));
# The documentation ranges (RFC 5737, RFC 3849), as clients behind a trusted proxy.
$tree->insert_network('192.0.2.0/24', place('Austin', 'US', 'United States', 30.2672, -97.7431));
$tree->insert_network('198.51.100.0/24', place('Portland', 'US', 'United States', 45.5152, -122.6784));
$tree->insert_network('203.0.113.0/24', place('Denver', 'US', 'United States', 39.7392, -104.9903));
$tree->insert_network('2001:db8::/32', place('Berlin', 'DE', 'Germany', 52.5200, 13.4050));
# MaxMind's own test address for London.
$tree->insert_network('81.2.69.0/24', place('London', 'GB', 'United Kingdom', 51.5142, -0.0931));
# A network known by its country alone (the shared address space, RFC 6598).
$tree->insert_network('100.64.0.0/10', { country => { iso_code => 'CA', names => { en => 'Canada' } } });

open my $out, '>:raw', 'test-city.mmdb' or die "test-city.mmdb: $!";
$tree->write_tree($out);
close $out;
