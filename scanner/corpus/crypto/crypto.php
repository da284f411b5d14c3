<?php
function store($password) {
    return md5($password); // vigia-expect: crypto-weak-password-hash
}
function cacheKey($url) {
    return md5($url); // vigia-expect: crypto-weak-hash
}
function safeStore($password) {
    return password_hash($password, PASSWORD_ARGON2ID);
}
$enc = openssl_encrypt($data, 'des-ede3-cbc', $key); // vigia-expect: crypto-weak-cipher
$ok = openssl_encrypt($data, 'aes-256-gcm', $key, 0, $iv, $tag);
function generateToken() {
    return mt_rand(); // vigia-expect: crypto-insecure-random
}
function generateTokenOk() {
    return bin2hex(random_bytes(32));
}
